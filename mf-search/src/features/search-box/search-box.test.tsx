import type { BookingData, KidsTierSettings } from '@hotel/contracts';
import { $booking, $locale } from '@hotel/bus';
import { createDefaultBooking } from '@hotel/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from '@hotel/ui/router';
import ExposedSearchBox from '../../exposed/search-box';
import { $isPhone } from './context/model';
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
jest.mock('@hotel/api', () => ({ ...jest.requireActual('@hotel/api'), currentApi: () => mockApi }));

const tierSettings: KidsTierSettings = {
  kids_setting: { accept_type: 'accept', kids_type: ['tiers'] },
  kids_tiers: [{ code: 'D', name: '小学生（6〜12歳・ベッドあり）', min_age: 6, max_age: 12, bedding: true }],
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function waitInAct(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

async function renderAt(path: string, booking: Partial<BookingData> = {}, phone = false) {
  window.history.replaceState(null, '', path);
  const scope = fork({
    values: [
      [$booking, { ...createDefaultBooking(new Date()), roomList: [{ id: 1, adults: 2, children: [] }], ...booking }],
      [$locale, 'ja'],
      [$isPhone, phone],
    ],
  });
  const router = createBrowserRouter([
    { path: '/', element: <ExposedSearchBox placement="home" /> },
    { path: '/hotel/:hotelId', element: <><ExposedSearchBox placement="hotelDetail" /><Where /></> },
    { path: '*', element: <Where /> },
  ]);
  await act(async () => {
    render(
      <Provider value={scope}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>,
    );
  });
  await waitInAct(20);
  return scope;
}

const combobox = () => screen.getByRole<HTMLInputElement>('combobox', { name: ja['search.box.location'] });
const key = (element: Element, name: string) => act(async () => fireEvent.keyDown(element, { key: name }));
const activeOptionText = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent;

beforeEach(() => {
  jest.clearAllMocks();
  mockApi.content.hotelsAndAreas.mockImplementation(async ({ keyword }: { keyword?: string }) =>
    keyword ? places(12, [tokyo, ...Array.from({ length: 8 }, (_, i) => area('district', `東地区${i}`))]) : places(0, [tokyo]),
  );
});

describe('SearchBox: location combobox (SPEC 2.3)', () => {
  it('debounces typing, caps suggestions at 10 with see-all, wraps the highlight, and Enter picks', async () => {
    await renderAt('/');
    await act(async () => fireEvent.focus(combobox()));
    await act(async () => fireEvent.change(combobox(), { target: { value: '東' } }));
    await waitInAct(300);
    expect(mockApi.content.hotelsAndAreas).not.toHaveBeenCalledWith({ keyword: '東' });
    await waitInAct(300);
    expect(mockApi.content.hotelsAndAreas).toHaveBeenCalledWith({ keyword: '東' });

    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(10);
    expect(within(listbox).getByRole('option', { name: /すべて見る（12軒）/ })).toBeTruthy();

    await key(combobox(), 'ArrowUp');
    expect(activeOptionText()).toContain('すべて見る');
    await key(combobox(), 'ArrowDown');
    expect(activeOptionText()).toContain('東京都');
    await key(combobox(), 'Enter');
    expect(screen.getByTestId('where').textContent).toMatch(/^\/hotels-tokyo\?checkIndate=/);
  });

  it('refuses an empty destination with an alert tied to the field', async () => {
    await renderAt('/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ja['search.box.submit'] })));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(ja['search.box.locationRequired']);
    expect(combobox().getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('Escape closes the suggestions', async () => {
    await renderAt('/');
    await act(async () => fireEvent.focus(combobox()));
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await key(combobox(), 'Escape');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SearchBox: calendar grid (SPEC 2.3, 4)', () => {
  it('moves focus through the days with the keyboard and picks with Enter', async () => {
    await renderAt('/', { location: '東京都', searchType: 'area', areaKeyword: 'tokyo' });
    const trigger = screen.getByRole('button', { name: new RegExp(ja['search.box.dates']) });
    await act(async () => fireEvent.click(trigger));
    await waitInAct(150);
    const dialog = screen.getByRole('dialog', { name: ja['search.box.calendar.title'] });
    expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    const start = document.activeElement as HTMLElement;
    expect(start.getAttribute('role')).toBe('gridcell');
    expect(start.getAttribute('aria-selected')).toBe('true');
    expect(start.getAttribute('aria-label')).toContain(ja['search.box.calendar.edge.start']);

    await key(start, 'ArrowRight');
    const next = document.activeElement as HTMLElement;
    expect(next.dataset.date).not.toBe(start.dataset.date);
    expect(next.getAttribute('tabindex')).toBe('0');
    expect(start.getAttribute('tabindex')).toBe('-1');

    await key(next, 'Enter');
    expect(within(dialog).getByRole('status').textContent).toContain('チェックアウト日を選んでください');
    await key(document.activeElement as Element, 'ArrowDown');
    await key(document.activeElement as Element, 'Enter');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitInAct(10);
    expect(document.activeElement).toBe(trigger);
    expect(trigger.textContent).toContain('（7泊）');
  });

  it('on a phone shows one month, and the focus follows the keys into the next month', async () => {
    await renderAt('/', {}, true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: new RegExp(ja['search.box.dates']) })));
    await waitInAct(150);
    const dialog = screen.getByRole('dialog', { name: ja['search.box.calendar.title'] });
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    const start = (document.activeElement as HTMLElement).dataset.date ?? '';
    await key(document.activeElement as Element, 'PageDown');
    const moved = document.activeElement as HTMLElement;
    expect(moved.getAttribute('role')).toBe('gridcell');
    expect(moved.dataset.date?.slice(0, 7)).not.toBe(start.slice(0, 7));
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
  });
});

describe('SearchBox: rooms and guests (SPEC 2.3, 5)', () => {
  const openPicker = async () => {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^客室数・人数/ })));
    return screen.getByRole('dialog', { name: ja['search.box.rooms.title'] });
  };

  it('stops at 8 rooms and 10 adults, and never deletes the last room', async () => {
    await renderAt('/');
    const dialog = await openPicker();
    const addRoom = within(dialog).getByRole<HTMLButtonElement>('button', { name: ja['search.box.rooms.add'] });
    for (let i = 0; i < 7; i += 1) await act(async () => fireEvent.click(addRoom));
    expect(addRoom.disabled).toBe(true);
    expect(within(dialog).getByText('8室・16名')).toBeTruthy();

    const addAdult = within(dialog).getByRole<HTMLButtonElement>('button', { name: '客室1に大人を1名追加' });
    for (let i = 0; i < 8; i += 1) await act(async () => fireEvent.click(addAdult));
    expect(addAdult.disabled).toBe(true);
    expect(within(dialog).getByText('8室・80名')).toBeTruthy();

    for (let n = 8; n > 1; n -= 1) {
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: `客室${n}を削除` })));
    }
    expect(within(dialog).queryByRole('button', { name: /を削除$/ })).toBeNull();
    const removeChild = within(dialog).getByRole<HTMLButtonElement>('button', { name: '客室1の子供を1名減らす' });
    expect(removeChild.disabled).toBe(true);
  });

  it("on a kids-tier hotel page blocks Apply with 'Please select child tier!' until the tier is chosen", async () => {
    mockApi.booking.tiers.mockResolvedValue(tierSettings);
    await renderAt('/hotel/12?checkIndate=2099-01-01');
    const dialog = await openPicker();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '客室1に子供を1名追加' })));
    const tier = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'お子様1の年齢区分' });
    expect(tier.value).toBe('');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: ja['search.box.rooms.apply'] })));
    expect(within(dialog).getByRole('alert').textContent).toBe(ja['search.box.rooms.childTierMissing']);
    await act(async () => fireEvent.change(tier, { target: { value: 'D' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: ja['search.box.rooms.apply'] })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toContain(encodeURIComponent('[{"adults":2,"children":[{"age":6,"bed":true}]}]'));
  });
});

describe('SearchBox: promo code and popups (SPEC 2.3, 4, 5)', () => {
  it('refuses a 2-character code and welcomes OFF5', async () => {
    await renderAt('/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^プロモーションコード/ })));
    const dialog = screen.getByRole('dialog', { name: ja['search.box.promo.title'] });
    const input = within(dialog).getByRole<HTMLInputElement>('textbox', { name: ja['search.box.promo'] });
    await act(async () => fireEvent.change(input, { target: { value: 'ab' } }));
    await key(input, 'Enter');
    expect(within(dialog).getByRole('alert').textContent).toBe('プロモーションコードは3文字以上で入力してください。');
    await act(async () => fireEvent.change(input, { target: { value: 'off5' } }));
    expect(input.value).toBe('OFF5');
    expect(within(dialog).getByRole('status').textContent).toBe('コードOFF5：特別プランを検索します。');
    await key(input, 'Enter');
    expect(screen.getByRole('button', { name: /^プロモーションコード/ }).textContent).toContain('OFF5');
  });

  it('opens one popup at a time; Escape closes it and focus returns to its trigger', async () => {
    await renderAt('/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: new RegExp(ja['search.box.dates']) })));
    const guests = screen.getByRole('button', { name: /^客室数・人数/ });
    await act(async () => fireEvent.pointerDown(guests));
    await act(async () => fireEvent.click(guests));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: ja['search.box.rooms.title'] })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    await waitInAct(150);
    await key(document.activeElement as Element, 'Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(guests);
    expect(document.body.style.overflow).toBe('');
  });
});
