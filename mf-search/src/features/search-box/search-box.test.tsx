import type { BookingData, KidsTierSettings } from '@hotel/contracts';
import { $booking } from '@hotel/bus';
import { createDefaultBooking } from '@hotel/domain';
import { advanceTime, type AppRenderResult, desktopWidth, phoneWidth, renderWithApp, setViewportWidth, settle } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import ExposedSearchBox from '../../exposed/search-box';
import ja from '../../lang/search-box/ja.json';
import { area, places, tokyo } from './location/test-places';

const mockApi = {
  content: {
    hotelsAndAreas: jest.fn(),
    currentLocation: jest.fn().mockResolvedValue({ countryCode: 'US', latitude: 0, longitude: 0 }),
  },
  booking: {
    brandInventory: jest.fn().mockResolvedValue({ disabled_dates: [], inventory: {}, room_rates: {} }),
    inventory: jest.fn().mockResolvedValue({ disabled_dates: [], inventory: {}, room_rates: {} }),
    tiers: jest.fn(),
    searchBarSettings: jest.fn().mockResolvedValue({ day_use: true, undated_search: true, room_search_filters: [] }),
  },
};

const tierSettings: KidsTierSettings = {
  kids_setting: { accept_type: 'accept', kids_type: ['tiers'] },
  kids_tiers: [{ code: 'D', name: '小学生（6〜12歳・ベッドあり）', min_age: 6, max_age: 12, bedding: true }],
};

let app: AppRenderResult;

/** The search box on the home page, or on a hotel page (`/hotel/12…`), in Japanese, on a fake clock. */
async function renderAt(route: string, booking: Partial<BookingData> = {}, phone = false) {
  const onHotel = route.startsWith('/hotel/');
  setViewportWidth(phone ? phoneWidth : desktopWidth);
  app = await renderWithApp(<ExposedSearchBox placement={onHotel ? 'hotelDetail' : 'home'} />, {
    api: mockApi,
    values: [
      [$booking, { ...createDefaultBooking(new Date()), roomList: [{ id: 1, adults: 2, children: [] }], ...booking }],
    ],
    route,
    path: onHotel ? '/hotel/:hotelId' : '/',
    routes: [{ path: '*', element: <p>search results</p> }],
  });
  await settle(app.scope);
}

/** Where the search took the visitor. */
const address = () => `${app.router.state.location.pathname}${app.router.state.location.search}`;
const combobox = () => screen.getByRole<HTMLInputElement>('combobox', { name: ja['search.box.location'] });
const press = (keys: string) => app.user.keyboard(keys);
const activeOption = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  mockApi.content.hotelsAndAreas.mockImplementation(async ({ keyword }: { keyword?: string }) =>
    keyword ? places(12, [tokyo, ...Array.from({ length: 8 }, (_, i) => area('district', `東地区${i}`))]) : places(0, [tokyo]),
  );
});

describe('SearchBox: location combobox (SPEC 2.3)', () => {
  it('debounces typing, caps suggestions at 10 with see-all, wraps the highlight, and Enter picks', async () => {
    await renderAt('/');
    await app.user.click(combobox());
    await app.user.paste('東');
    await advanceTime(300);
    expect(mockApi.content.hotelsAndAreas).not.toHaveBeenCalledWith({ keyword: '東' });
    await advanceTime(300);
    expect(mockApi.content.hotelsAndAreas).toHaveBeenCalledWith({ keyword: '東' });

    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options.at(-1)).toHaveAccessibleName(/すべて見る（12軒）/);

    await press('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('すべて見る');
    await press('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('東京都');
    await press('{Enter}');
    expect(address()).toMatch(/^\/hotels-tokyo\?checkIndate=/);
  });

  it('refuses an empty destination with an alert tied to the field', async () => {
    await renderAt('/');
    await app.user.click(screen.getByRole('button', { name: ja['search.box.submit'] }));
    expect(screen.getByRole('alert')).toHaveTextContent(ja['search.box.locationRequired']);
    expect(combobox()).toHaveAccessibleDescription(ja['search.box.locationRequired']);
    expect(address()).toBe('/');
  });

  it('Escape closes the suggestions', async () => {
    await renderAt('/');
    await app.user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await press('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('SearchBox: calendar grid (SPEC 2.3, 4)', () => {
  it('moves focus through the days with the keyboard and picks with Enter', async () => {
    await renderAt('/', { location: '東京都', searchType: 'area', areaKeyword: 'tokyo' });
    const trigger = screen.getByRole('button', { name: new RegExp(ja['search.box.dates']) });
    await app.user.click(trigger);
    await advanceTime(150);
    const dialog = screen.getByRole('dialog', { name: ja['search.box.calendar.title'] });
    expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    const start = document.activeElement as HTMLElement;
    expect(start).toHaveAttribute('role', 'gridcell');
    expect(start).toHaveAttribute('aria-selected', 'true');
    expect(start).toHaveAccessibleName(expect.stringContaining(ja['search.box.calendar.edge.start']));

    await press('{ArrowRight}');
    const next = document.activeElement as HTMLElement;
    expect(next.dataset.date).not.toBe(start.dataset.date);
    expect(next).toHaveAttribute('tabindex', '0');
    expect(start).toHaveAttribute('tabindex', '-1');

    await press('{Enter}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('チェックアウト日を選んでください');
    await press('{ArrowDown}');
    await press('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle(app.scope);
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('（7泊）');
  });

  it('on a phone shows one month, and the focus follows the keys into the next month', async () => {
    await renderAt('/', {}, true);
    await app.user.click(screen.getByRole('button', { name: new RegExp(ja['search.box.dates']) }));
    await advanceTime(150);
    const dialog = screen.getByRole('dialog', { name: ja['search.box.calendar.title'] });
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    const start = (document.activeElement as HTMLElement).dataset.date ?? '';
    await press('{PageDown}');
    const moved = document.activeElement as HTMLElement;
    expect(moved).toHaveAttribute('role', 'gridcell');
    expect(moved.dataset.date?.slice(0, 7)).not.toBe(start.slice(0, 7));
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
  });
});

describe('SearchBox: rooms and guests (SPEC 2.3, 5)', () => {
  const openPicker = async () => {
    await app.user.click(screen.getByRole('button', { name: /^客室数・人数/ }));
    return screen.getByRole('dialog', { name: ja['search.box.rooms.title'] });
  };

  it('stops at 8 rooms and 10 adults, and never deletes the last room', async () => {
    await renderAt('/');
    const dialog = await openPicker();
    const addRoom = within(dialog).getByRole<HTMLButtonElement>('button', { name: ja['search.box.rooms.add'] });
    for (let i = 0; i < 7; i += 1) await app.user.click(addRoom);
    expect(addRoom).toBeDisabled();
    expect(dialog).toHaveTextContent('8室・16名');

    const addAdult = within(dialog).getByRole<HTMLButtonElement>('button', { name: '客室1に大人を1名追加' });
    for (let i = 0; i < 8; i += 1) await app.user.click(addAdult);
    expect(addAdult).toBeDisabled();
    expect(dialog).toHaveTextContent('8室・80名');

    for (let n = 8; n > 1; n -= 1) {
      await app.user.click(within(dialog).getByRole('button', { name: `客室${n}を削除` }));
    }
    expect(within(dialog).queryByRole('button', { name: /を削除$/ })).toBeNull();
    expect(dialog).toHaveTextContent('1室・10名');
    expect(within(dialog).getByRole('button', { name: '客室1の子供を1名減らす' })).toBeDisabled();
  });

  it("on a kids-tier hotel page blocks Apply with 'Please select child tier!' until the tier is chosen", async () => {
    mockApi.booking.tiers.mockResolvedValue(tierSettings);
    await renderAt('/hotel/12?checkIndate=2099-01-01');
    const dialog = await openPicker();
    await app.user.click(within(dialog).getByRole('button', { name: '客室1に子供を1名追加' }));
    const tier = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'お子様1の年齢区分' });
    expect(tier).toHaveValue('');
    await app.user.click(within(dialog).getByRole('button', { name: ja['search.box.rooms.apply'] }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ja['search.box.rooms.childTierMissing']);
    expect(screen.getByRole('dialog')).toBeVisible();
    await app.user.selectOptions(tier, 'D');
    await app.user.click(within(dialog).getByRole('button', { name: ja['search.box.rooms.apply'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toContain(encodeURIComponent('[{"adults":2,"children":[{"age":6,"bed":true}]}]'));
  });
});

describe('SearchBox: promo code and popups (SPEC 2.3, 4, 5)', () => {
  it('refuses a 2-character code and welcomes OFF5', async () => {
    await renderAt('/');
    await app.user.click(screen.getByRole('button', { name: /^プロモーションコード/ }));
    const dialog = screen.getByRole('dialog', { name: ja['search.box.promo.title'] });
    const input = within(dialog).getByRole<HTMLInputElement>('textbox', { name: ja['search.box.promo'] });
    await app.user.type(input, 'ab{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^プロモーションコードは3文字以上で入力してください。$/);
    await app.user.clear(input);
    await app.user.type(input, 'off5');
    expect(input).toHaveValue('OFF5');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^コードOFF5：特別プランを検索します。$/);
    await press('{Enter}');
    expect(screen.getByRole('button', { name: /^プロモーションコード/ })).toHaveTextContent('OFF5');
  });

  it('opens one popup at a time; Escape closes it and focus returns to its trigger', async () => {
    await renderAt('/');
    await app.user.click(screen.getByRole('button', { name: new RegExp(ja['search.box.dates']) }));
    const guests = screen.getByRole('button', { name: /^客室数・人数/ });
    await app.user.click(guests);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveAccessibleName(ja['search.box.rooms.title']);
    expect(document.body.style.overflow).toBe('hidden');
    await advanceTime(150);
    await press('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(guests).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
