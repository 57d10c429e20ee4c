import type { BookingData, CalendarInventory } from '@hotel/contracts';
import { $booking } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { $isPhone, $pageHotelId, $placement, $today, loadSearchBarFx } from '../context/model';
import { loadDirectoryFx } from '../location/model';
import { $openPopup, popupOpened } from '../popups/model';
import { testBooking, testToday } from '../test-booking';
import {
  $calendarDays,
  $firstMonth,
  $focusDay,
  $latestCheckOut,
  $visibleMonths,
  dayPicked,
  loadInventoryFx,
  gridKeyPressed,
  inventoryWarnFx,
  nightsChosen,
  undatedToggled,
} from './model';

const inventory: CalendarInventory = {
  disabled_dates: ['2031-03-15', '2031-03-16'],
  inventory: { '2031-03-14': 2, '2031-03-15': 0 },
  room_rates: { '2031-03-14': { rate: 8000, inventory: 2 } },
};

interface Setup {
  booking?: Partial<BookingData>;
  placement?: 'home' | 'hotelList' | 'hotelDetail';
  hotelId?: string | null;
  fetch?: jest.Mock;
}

function setup({ booking = {}, placement = 'home', hotelId = null, fetch }: Setup = {}) {
  const fetchInventory = fetch ?? jest.fn().mockResolvedValue({ data: inventory, fetchedAt: Date.now() });
  const warn = jest.fn();
  const scope = fork({
    values: [
      [$booking, testBooking(booking)],
      [$today, testToday],
      [$placement, placement],
      [$pageHotelId, hotelId],
      [$isPhone, false],
    ],
    handlers: [
      [loadInventoryFx, fetchInventory],
      [inventoryWarnFx, warn],
      [loadDirectoryFx, jest.fn().mockResolvedValue({ areas: [], hotels: [] })],
      [loadSearchBarFx, jest.fn()],
    ],
  });
  const open = () => allSettled(popupOpened, { scope, params: 'checking' });
  const pick = (day: string) => allSettled(dayPicked, { scope, params: day });
  const stay = () => {
    const { checkIn, checkOut, isDayUse, isUndated, nights } = scope.getState($booking);
    return { checkIn, checkOut, isDayUse, isUndated, nights };
  };
  return { scope, open, pick, stay, fetchInventory, warn };
}

describe('calendar popup (SPEC 2.3, 4)', () => {
  it('opens on the check-in month, two months side by side, and fetches their inventory for room 1', async () => {
    const { scope, open, fetchInventory } = setup();
    await open();
    expect(scope.getState($focusDay)).toBe('2031-03-10');
    expect(scope.getState($visibleMonths)).toEqual(['2031-03', '2031-04']);
    expect(fetchInventory).toHaveBeenCalledTimes(1);
    expect(fetchInventory).toHaveBeenCalledWith({ scope: { kind: 'brand', hotelIds: [] }, month: '2031-03', adults: 2, children: 0, nights: 1 });
    expect(scope.getState($calendarDays).blocked).toEqual(['2031-03-15', '2031-03-16']);
  });

  it('shows one month on phones', async () => {
    const { scope, open } = setup();
    await allSettled($isPhone, { scope, params: true });
    await open();
    expect(scope.getState($visibleMonths)).toEqual(['2031-03']);
  });

  it('a start gives the next day as end until the end is picked; then the popup closes', async () => {
    const { scope, open, pick, stay } = setup();
    await open();
    await pick('2031-03-11');
    expect(stay()).toMatchObject({ checkIn: '2031-03-11', checkOut: '2031-03-12', isDayUse: false });
    expect(scope.getState($openPopup)).toBe('checking');
    await pick('2031-03-14');
    expect(stay()).toMatchObject({ checkIn: '2031-03-11', checkOut: '2031-03-14' });
    expect(scope.getState($openPopup)).toBeNull();
  });

  it('the first blocked date after the start can end a stay; a blocked date cannot start one', async () => {
    const { open, pick, stay } = setup();
    await open();
    await pick('2031-03-15');
    expect(stay().checkIn).toBe('2031-03-10');
    await pick('2031-03-13');
    await pick('2031-03-15');
    expect(stay()).toMatchObject({ checkIn: '2031-03-13', checkOut: '2031-03-15' });
  });

  it('issue 13: a stay stops at the engine maximum of 30 nights, and the calendar says until when', async () => {
    const { scope, open, pick, stay } = setup();
    await open();
    await pick('2031-03-17');
    expect(scope.getState($latestCheckOut)).toBe('2031-04-16');
    await pick('2031-05-06');
    expect(stay()).toMatchObject({ checkIn: '2031-03-17', checkOut: '2031-03-18' });
    expect(scope.getState($openPopup)).toBe('checking');
    await pick('2031-04-16');
    expect(stay()).toMatchObject({ checkIn: '2031-03-17', checkOut: '2031-04-16' });
    expect(scope.getState($latestCheckOut)).toBeNull();
  });

  it('the same day twice is a day use at home', async () => {
    const { open, pick, stay } = setup();
    await open();
    await pick('2031-03-12');
    await pick('2031-03-12');
    expect(stay()).toMatchObject({ checkIn: '2031-03-12', checkOut: '2031-03-12', isDayUse: true });
  });

  it('on a hotel page without day use, the same day cannot end the stay', async () => {
    const { scope, open, pick, stay } = setup({ placement: 'hotelDetail', hotelId: '12' });
    await open();
    await pick('2031-03-12');
    await pick('2031-03-12');
    expect(stay()).toMatchObject({ checkIn: '2031-03-12', checkOut: '2031-03-13', isDayUse: false });
    expect(scope.getState($openPopup)).toBe('checking');
  });

  it('asks the hotel for its own inventory on a hotel page', async () => {
    const { open, fetchInventory } = setup({ placement: 'hotelDetail', hotelId: '12' });
    await open();
    expect(fetchInventory).toHaveBeenCalledWith(expect.objectContaining({ scope: { kind: 'hotel', hotelId: '12' }, month: '2031-03' }));
  });

  it('undated mode picks a start only; its checkout follows the nights (SPEC 4, 9)', async () => {
    const { scope, open, pick, stay } = setup();
    await open();
    await allSettled(undatedToggled, { scope, params: true });
    expect(stay()).toMatchObject({ isUndated: true, nights: 1 });
    await allSettled(nightsChosen, { scope, params: 12 });
    expect(stay()).toMatchObject({ nights: 9, checkOut: '2031-03-19' });
    await allSettled(popupOpened, { scope, params: 'checking' });
    await pick('2031-03-20');
    expect(stay()).toMatchObject({ checkIn: '2031-03-20', checkOut: '2031-03-29', isUndated: true });
    expect(scope.getState($openPopup)).toBeNull();
  });

  it('is keyboard-operable: arrows and PageDown move the focus and the view, Enter picks', async () => {
    const { scope, open, stay } = setup();
    await open();
    await allSettled(gridKeyPressed, { scope, params: 'ArrowRight' });
    expect(scope.getState($focusDay)).toBe('2031-03-11');
    await allSettled(gridKeyPressed, { scope, params: 'PageDown' });
    await allSettled(gridKeyPressed, { scope, params: 'PageDown' });
    expect(scope.getState($focusDay)).toBe('2031-05-11');
    expect(scope.getState($firstMonth)).toBe('2031-04');
    await allSettled(gridKeyPressed, { scope, params: 'Enter' });
    expect(stay().checkIn).toBe('2031-05-11');
  });

  it('a failed inventory call leaves every day open and is only logged (SPEC 8)', async () => {
    const fetch = jest.fn().mockRejectedValue(new Error('503'));
    const { scope, open, warn } = setup({ fetch });
    await open();
    expect(warn).toHaveBeenCalledTimes(1);
    // One call brings both visible months; having failed, they are not asked for again in a loop.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($calendarDays).blocked).toEqual([]);
  });

  it('reopening for the same search is answered from the cache', async () => {
    const { scope, open, fetchInventory } = setup();
    await open();
    await allSettled(popupOpened, { scope, params: 'promoCode' });
    await open();
    expect(fetchInventory).toHaveBeenCalledTimes(1);
  });
});
