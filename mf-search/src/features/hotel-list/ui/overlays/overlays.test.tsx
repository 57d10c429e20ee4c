import type { AppRenderResult } from '@hotel/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { price, summary } from '../../model/test-fixtures';
import { FakeIntersectionObserver, renderList } from '../testing/render-list';

const mockContent = { hotelsAndAreas: jest.fn(), dictionaries: jest.fn() };
const mockBooking = { allBrandHotelPrices: jest.fn() };
const api = { content: mockContent, booking: mockBooking };

const osaka = { code: 27, name: 'Osaka', keyword: 'osaka' };
const hotels = [
  summary(1, { name: 'Shinjuku', reviewScore: 3.5, travelGoalTags: ['business'], amenityTags: [{ id: 1, type: 'room', text: 'Free Wi-Fi' }] }),
  summary(2, { name: 'Namba', prefecture: osaka, reviewScore: 4.5, travelGoalTags: ['family'], amenityTags: [{ id: 25, type: 'hotel', text: 'Natural hot spring' }] }),
  summary(3, { name: 'Umeda', prefecture: osaka, reviewScore: 4, travelGoalTags: ['couple', 'family'] }),
];
const dictionaries = {
  amenities: [],
  mealTypes: [],
  tripTypes: [{ id: 'business', name: 'Business' }, { id: 'couple', name: 'Couples' }, { id: 'family', name: 'Families' }],
  popularFilters: [{ id: 'onsen', name: 'Hot spring' }, { id: 'near_station', name: 'Near a station' }, { id: 'free_wifi', name: 'Free Wi-Fi' }],
};

/** The cards' names, also while an open dialog hides the list behind it from assistive technology. */
const names = () => screen.queryAllByRole('article', { hidden: true }).map((card) => within(card).getByRole('heading', { level: 3, hidden: true }).textContent);
let app: AppRenderResult;
const openList = async () => {
  app = await renderList({ api, keyword: null, query: '' });
};
const click = (element: HTMLElement) => app.user.click(element);
/** user-event cannot drag a range input; this is the change event the browser sends as a thumb moves. */
const moveThumb = (thumb: HTMLElement, value: number) => act(async () => fireEvent.change(thumb, { target: { value: String(value) } }));
/** The toolbar's button (jsdom applies no media queries, so the phone bar's twin is there too). */
const tool = (name: string | RegExp) => screen.getAllByRole('button', { name })[0] as HTMLElement;

beforeAll(() => {
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

beforeEach(() => {
  mockContent.hotelsAndAreas.mockResolvedValue({ areas: [], hotels });
  mockContent.dictionaries.mockResolvedValue(dictionaries);
  mockBooking.allBrandHotelPrices.mockResolvedValue([price(1, 12_000), price(2, 8_000), price(3, 30_000)]);
});

describe('sort overlay (SPEC 2.4)', () => {
  it('is a dialog with focus on the current order; Done applies the pick', async () => {
    await openList();
    expect(names()).toEqual(['Namba', 'Shinjuku', 'Umeda']);
    const opener = tool('Sort: Price: low to high');
    opener.focus();
    await click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sort by' });
    expect(within(dialog).getByRole('radio', { name: 'Price: low to high' })).toHaveFocus();
    await click(within(dialog).getByRole('radio', { name: 'Highest rated' }));
    expect(names()).toEqual(['Namba', 'Shinjuku', 'Umeda']);
    await click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(names()).toEqual(['Namba', 'Umeda', 'Shinjuku']);
    expect(tool('Sort: Highest rated')).toHaveFocus();
  });

  it('Escape dismisses without applying and gives focus back', async () => {
    await openList();
    const opener = tool('Sort: Price: low to high');
    opener.focus();
    await click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sort by' });
    await click(within(dialog).getByRole('radio', { name: 'Price: high to low' }));
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(names()).toEqual(['Namba', 'Shinjuku', 'Umeda']);
  });

  it('distance is disabled with the reason when no location is known', async () => {
    await openList();
    await click(tool(/^Sort:/));
    const distance = screen.getByRole('radio', { name: 'Distance' });
    expect(distance).toBeDisabled();
    expect(distance).toHaveAccessibleDescription(/needs your location/);
  });
});

describe('filter panel (SPEC 2.4)', () => {
  it('offers the prefectures of the result, mapped popular filters and trip types; Done applies and closes', async () => {
    await openList();
    await click(tool('Filter'));
    const panel = await screen.findByRole('dialog', { name: 'Filter' });
    const group = (name: string) => within(panel).getByRole('group', { name });
    expect(within(group('Prefecture')).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Tokyo', 'Osaka']);
    expect(within(group('Popular filters')).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Hot spring', 'Free Wi-Fi']);
    await click(within(group('Prefecture')).getByRole('checkbox', { name: 'Osaka' }));
    await click(within(group('Trip type')).getByRole('checkbox', { name: 'Couples' }));
    expect(panel).toHaveTextContent('1 hotel matches');
    await click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(names()).toEqual(['Umeda']);
    expect(tool(/^Filter/)).toHaveAccessibleName('Filter (2)');
  });

  it('the price range runs from the cheapest to the most expensive price; lowering the maximum narrows the list', async () => {
    await openList();
    await click(tool('Filter'));
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('min', '8000');
    expect(max).toHaveAttribute('max', '30000');
    expect(max).toHaveAttribute('aria-valuetext', '¥30,000');
    await moveThumb(max, 20_000);
    expect(max).toHaveAttribute('aria-valuetext', '¥20,000');
    await click(screen.getByRole('button', { name: 'Done' }));
    expect(names()).toEqual(['Namba', 'Shinjuku']);
  });

  it('Reset restores the defaults at once', async () => {
    await openList();
    await click(tool('Filter'));
    await click(screen.getByRole('checkbox', { name: 'Hot spring' }));
    await click(screen.getByRole('button', { name: 'Done' }));
    expect(names()).toEqual(['Namba']);
    await click(tool('Filter (1)'));
    await click(screen.getByRole('button', { name: 'Reset' }));
    expect(names()).toEqual(['Namba', 'Shinjuku', 'Umeda']);
    expect(screen.getByRole('checkbox', { name: 'Hot spring' })).not.toBeChecked();
  });

  it('Tab stays inside the open panel', async () => {
    await openList();
    await click(tool('Filter'));
    const panel = screen.getByRole('dialog');
    const buttons = within(panel).getAllByRole('button');
    const last = buttons.at(-1) as HTMLElement;
    act(() => last.focus());
    await app.user.tab();
    expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
