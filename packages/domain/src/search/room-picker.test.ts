import type { RoomEntry } from '@hotel/contracts';
import {
  addRoom,
  canAddRoom,
  canDeleteRoom,
  clampChildAge,
  deleteRoom,
  roomControlsEnabled,
  setAdults,
  setChildAge,
  setChildBed,
  setChildren,
} from './room-picker';

const room = (id: number, adults = 1, children: RoomEntry['children'] = []): RoomEntry => ({ id, adults, children });
const rooms = (count: number, adults = 2): RoomEntry[] => Array.from({ length: count }, (_, i) => room(i + 1, adults));
const withKids: RoomEntry[] = [
  room(1, 2, [
    { age: 4, bed: false },
    { age: null, bed: true },
  ]),
  room(2, 2, [
    { age: 4, bed: false },
    { age: null, bed: true },
  ]),
];

describe('SPEC 2.3 room picker: adding and deleting rooms', () => {
  it('SPEC 2.3: add room copies room 1 with a new id', () => {
    expect(addRoom(withKids)).toEqual([...withKids, { ...withKids[0], id: 3 }]);
  });

  it('SPEC 2.3: the copy does not share room 1’s children', () => {
    const added = addRoom(withKids);
    expect(added[2]?.children).not.toBe(withKids[0]?.children);
  });

  it('SPEC 2.3: a new id follows the highest id, not the count', () => {
    expect(addRoom([room(1), room(5)]).map((r) => r.id)).toEqual([1, 5, 6]);
  });

  it.each([
    [1, true],
    [7, true],
    [8, false],
  ])('SPEC 5, 9: with %i rooms, adding is allowed: %p (max 8)', (count, allowed) => {
    expect(canAddRoom(rooms(count))).toBe(allowed);
    expect(addRoom(rooms(count))).toHaveLength(allowed ? count + 1 : count);
  });

  it.each([
    [1, false],
    [2, true],
    [8, true],
  ])('SPEC 2.3: with %i rooms, deleting is allowed: %p (at least one remains)', (count, allowed) => {
    expect(canDeleteRoom(rooms(count))).toBe(allowed);
    expect(deleteRoom(rooms(count), 1)).toHaveLength(allowed ? count - 1 : count);
  });

  it('SPEC 2.3: deleting removes the room with that id', () => {
    expect(deleteRoom(rooms(3), 2).map((r) => r.id)).toEqual([1, 3]);
  });

  it('SPEC 2.3: deleting an unknown id removes nothing', () => {
    expect(deleteRoom(rooms(3), 9)).toEqual(rooms(3));
  });
});

describe('SPEC 2.3 "apply identically to all rooms", SPEC 5 clamped counters', () => {
  it.each([
    [3, 3],
    [1, 1],
    [10, 10],
    [0, 1],
    [-2, 1],
    [11, 10],
    [2.9, 2],
    [Number.NaN, 1],
  ])('SPEC 5, 9: adults %p become %i in every room (1 to 10)', (requested, expected) => {
    expect(setAdults(rooms(3), requested).map((r) => r.adults)).toEqual([expected, expected, expected]);
  });

  it.each([
    [0, 0],
    [10, 10],
    [11, 10],
    [-1, 0],
  ])('SPEC 5, 9: children %p become %i in every room (0 to 10)', (requested, expected) => {
    expect(setChildren(rooms(2), requested).map((r) => r.children.length)).toEqual([expected, expected]);
  });

  it('SPEC 2.3: more children keep the chosen ones and add children with no age, with a bed', () => {
    expect(setChildren(withKids, 3)[1]?.children).toEqual([
      { age: 4, bed: false },
      { age: null, bed: true },
      { age: null, bed: true },
    ]);
  });

  it('SPEC 2.3: fewer children drop the last ones', () => {
    const firstChildOnly = [{ age: 4, bed: false }];
    expect(setChildren(withKids, 1).map((r) => r.children)).toEqual([firstChildOnly, firstChildOnly]);
  });

  it('SPEC 2.3: a change to room 1 replaces what other rooms had', () => {
    const uneven = [room(1, 2), room(2, 5, [{ age: 9, bed: true }])];
    expect(setAdults(uneven, 3)).toEqual([room(1, 3), room(2, 3)]);
  });

  it.each<[number | null, number | null]>([
    [0, 0],
    [12, 12],
    [13, 12],
    [-1, 0],
    [null, null],
  ])('SPEC 5: child age %p is set as %p in every room (0 = under 1, at most 12)', (age, expected) => {
    const changed = setChildAge(withKids, 1, age);
    expect(changed.map((r) => r.children[1]?.age)).toEqual([expected, expected]);
    expect(changed.map((r) => r.children[0])).toEqual([
      { age: 4, bed: false },
      { age: 4, bed: false },
    ]);
  });

  it.each([true, false])('SPEC 2.3: child bed %p is set in every room', (bed) => {
    expect(setChildBed(withKids, 0, bed).map((r) => r.children[0]?.bed)).toEqual([bed, bed]);
  });

  it.each([-1, 2, 10])('SPEC 2.3: child %i that does not exist changes nothing', (index) => {
    expect(setChildAge(withKids, index, 5)).toEqual(withKids);
    expect(setChildBed(withKids, index, true)).toEqual(withKids);
  });

  it('SPEC 2.3: an empty list becomes one room when a counter changes', () => {
    expect(setAdults([], 2)).toEqual([room(1, 2)]);
  });

  it.each([
    [0, true],
    [1, false],
    [7, false],
  ])('SPEC 2.3 "only room 1 counters change directly": room index %i controls enabled: %p', (index, enabled) => {
    expect(roomControlsEnabled(index)).toBe(enabled);
  });

  it.each<[number | null, number | null]>([
    [5, 5],
    [5.5, 5],
    [null, null],
    [99, 12],
  ])('SPEC 5: clampChildAge(%p) is %p', (age, expected) => {
    expect(clampChildAge(age)).toBe(expected);
  });
});
