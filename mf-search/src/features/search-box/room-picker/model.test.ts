import type { KidsTierSettings, RoomEntry } from '@hotel/contracts';
import { $booking } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { $kidsTierSettings, $placement } from '../context/model';
import { $openPopup, popupDismissed, popupOpened } from '../popups/model';
import { testBooking } from '../test-booking';
import '../model';
import {
  $draftRooms,
  $pickerError,
  adultsSet,
  childAgeSet,
  childrenSet,
  childTierSet,
  pickerApplied,
  roomAdded,
  roomDeleted,
} from './model';

const tierSettings: KidsTierSettings = {
  kids_setting: { accept_type: 'accept', kids_type: ['tiers'] },
  kids_tiers: [
    { code: 'A', name: 'Infant (0–2), sharing a bed', min_age: 0, max_age: 2, bedding: false },
    { code: 'D', name: 'Child (6–12), own bed', min_age: 6, max_age: 12, bedding: true },
  ],
};

function setup(options: { tiers?: boolean; rooms?: RoomEntry[] } = {}) {
  const scope = fork({
    values: [
      [$booking, testBooking(options.rooms ? { roomList: options.rooms } : {})],
      [$placement, options.tiers ? 'hotelDetail' : 'home'],
      [$kidsTierSettings, options.tiers ? tierSettings : null],
    ],
  });
  const draft = () => scope.getState($draftRooms);
  const open = () => allSettled(popupOpened, { scope, params: 'roomSelect' });
  return { scope, draft, open };
}

describe('rooms and guests picker (SPEC 2.3, 5)', () => {
  it('adds rooms as copies of room 1, up to 8', async () => {
    const { scope, draft, open } = setup();
    await open();
    await allSettled(adultsSet, { scope, params: 3 });
    for (let i = 0; i < 9; i += 1) await allSettled(roomAdded, { scope });
    expect(draft()).toHaveLength(8);
    expect(draft().every((room) => room.adults === 3)).toBe(true);
  });

  it('clamps adults to 1–10 and children to 0–10, applying them to every room', async () => {
    const { scope, draft, open } = setup();
    await open();
    await allSettled(roomAdded, { scope });
    await allSettled(adultsSet, { scope, params: 11 });
    await allSettled(childrenSet, { scope, params: 12 });
    expect(draft().map((room) => [room.adults, room.children.length])).toEqual([
      [10, 10],
      [10, 10],
    ]);
    await allSettled(adultsSet, { scope, params: 0 });
    expect(draft()[1]?.adults).toBe(1);
  });

  it('deletes a room only while more than one remains', async () => {
    const { scope, draft, open } = setup();
    await open();
    await allSettled(roomAdded, { scope });
    await allSettled(roomDeleted, { scope, params: 1 });
    expect(draft().map((room) => room.id)).toEqual([2]);
    await allSettled(roomDeleted, { scope, params: 2 });
    expect(draft()).toHaveLength(1);
  });

  it('Apply writes the rooms to the search; Close leaves the search as it was', async () => {
    const { scope, open } = setup();
    await open();
    await allSettled(adultsSet, { scope, params: 4 });
    await allSettled(popupDismissed, { scope });
    expect(scope.getState($booking).roomList[0]?.adults).toBe(2);
    await open();
    await allSettled(adultsSet, { scope, params: 4 });
    await allSettled(pickerApplied, { scope });
    expect(scope.getState($booking).roomList[0]?.adults).toBe(4);
    expect(scope.getState($openPopup)).toBeNull();
  });

  it("with kids tiers, Apply is blocked with 'Please select child tier!' until every age is chosen", async () => {
    const { scope, draft, open } = setup({ tiers: true });
    await open();
    await allSettled(childrenSet, { scope, params: 1 });
    await allSettled(pickerApplied, { scope });
    expect(scope.getState($pickerError)).toBe('childTierMissing');
    expect(scope.getState($openPopup)).toBe('roomSelect');
    await allSettled(childTierSet, { scope, params: { index: 0, code: 'D' } });
    expect(draft()[0]?.children).toEqual([{ age: 6, bed: true }]);
    expect(scope.getState($pickerError)).toBeNull();
    await allSettled(pickerApplied, { scope });
    expect(scope.getState($openPopup)).toBeNull();
  });

  it("without kids tiers (home) Apply is blocked too until every child's age is chosen (SPEC 5, issue 13)", async () => {
    const { scope, draft, open } = setup();
    await open();
    await allSettled(childrenSet, { scope, params: 2 });
    await allSettled(childAgeSet, { scope, params: { index: 0, age: 0 } });
    await allSettled(pickerApplied, { scope });
    expect(scope.getState($pickerError)).toBe('childAgeMissing');
    expect(scope.getState($openPopup)).toBe('roomSelect');
    expect(scope.getState($booking).roomList[0]?.children).toEqual([]);
    await allSettled(childAgeSet, { scope, params: { index: 1, age: 7 } });
    expect(scope.getState($pickerError)).toBeNull();
    await allSettled(pickerApplied, { scope });
    expect(scope.getState($openPopup)).toBeNull();
    expect(scope.getState($booking).roomList[0]?.children).toEqual(draft()[0]?.children);
    expect(draft()[0]?.children).toEqual([
      { age: 0, bed: true },
      { age: 7, bed: true },
    ]);
  });

  it('on a kids-tier hotel page with a child of no age, closing asks to finish instead (SPEC 4)', async () => {
    const rooms = [{ id: 1, adults: 2, children: [{ age: null, bed: true }] }];
    const { scope, open } = setup({ tiers: true, rooms });
    await open();
    expect(scope.getState($pickerError)).toBe('childTierMissing');
    await allSettled(popupDismissed, { scope });
    expect(scope.getState($openPopup)).toBe('roomSelect');
    expect(scope.getState($pickerError)).toBe('childTierMissing');
  });
});
