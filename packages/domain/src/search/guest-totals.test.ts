import type { RoomEntry } from '@hotel/contracts';
import { canApplyRoomPicker, guestTotals, pickerErrors } from './guest-totals';

const chosen: RoomEntry = { id: 1, adults: 2, children: [{ age: 3, bed: false }] };
const unchosen: RoomEntry = { id: 2, adults: 2, children: [{ age: null, bed: true }] };

describe('SPEC 2.3 totals of rooms and guests', () => {
  it.each<[string, RoomEntry[], ReturnType<typeof guestTotals>]>([
    ['one room, one adult', [{ id: 1, adults: 1, children: [] }], { rooms: 1, adults: 1, children: 0, guests: 1 }],
    ['two rooms with a child each', [chosen, unchosen], { rooms: 2, adults: 4, children: 2, guests: 6 }],
    ['no rooms', [], { rooms: 0, adults: 0, children: 0, guests: 0 }],
  ])('%s', (_case, rooms, totals) => {
    expect(guestTotals(rooms)).toEqual(totals);
  });
});

describe('SPEC 5 a child with no age chosen blocks Apply', () => {
  it.each<[string, RoomEntry[], boolean, string[]]>([
    ['tiers supported, an age unselected', [chosen, unchosen], true, ['childTierMissing']],
    ['tiers supported, every age chosen', [chosen], true, []],
    ['tiers supported, no children', [{ id: 1, adults: 2, children: [] }], true, []],
    // Issue 13: "Child age must be chosen" holds at a hotel without tiers too (and on home, where there is no hotel).
    ['no tiers, an age unselected', [unchosen], false, ['childAgeMissing']],
    ['no tiers, every age chosen', [chosen], false, []],
    ['no tiers, under 1 counts as chosen', [{ id: 1, adults: 1, children: [{ age: 0, bed: true }] }], false, []],
  ])('%s', (_case, rooms, kidsTiersSupported, errors) => {
    expect(pickerErrors(rooms, { kidsTiersSupported })).toEqual(errors);
    expect(canApplyRoomPicker(rooms, { kidsTiersSupported })).toBe(errors.length === 0);
  });
});
