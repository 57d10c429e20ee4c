import type { RoomEntry } from '@hotel/contracts';
import { decodeRoomsParam, encodeRoomsParam, identicalRooms } from './rooms-param';

const twoAdults: RoomEntry[] = [{ id: 1, adults: 2, children: [] }];

describe('SPEC 2.5 `rooms` JSON list', () => {
  it('SPEC 2.5: is written as a list of adults and children with age and bed', () => {
    const rooms: RoomEntry[] = [{ id: 7, adults: 2, children: [{ age: 5, bed: true }] }];
    expect(encodeRoomsParam(rooms)).toBe('[{"adults":2,"children":[{"age":5,"bed":true}]}]');
  });

  it.each<[string, RoomEntry[]]>([
    ['one room, one adult', [{ id: 1, adults: 1, children: [] }]],
    ['an unchosen age', [{ id: 1, adults: 3, children: [{ age: null, bed: false }] }]],
    [
      'eight rooms with children under 1',
      Array.from({ length: 8 }, (_, i) => ({ id: i + 1, adults: 10, children: [{ age: 0, bed: true }] })),
    ],
  ])('SPEC 2.5: %s reads back the same', (_case, rooms) => {
    expect(decodeRoomsParam(encodeRoomsParam(rooms))).toEqual(rooms);
  });

  it.each<[string, string | null]>([
    ['absent', null],
    ['empty', ''],
    ['not JSON', '[{adults:2'],
    ['an object, not a list', '{"adults":2}'],
    ['an empty list', '[]'],
    ['a room that is not an object', '[2]'],
    ['adults missing', '[{"children":[]}]'],
    ['adults as text', '[{"adults":"2"}]'],
    ['children neither list nor count', '[{"adults":2,"children":"two"}]'],
    ['a child that is not an object', '[{"adults":2,"children":[5]}]'],
    ['one bad room among good ones', '[{"adults":2},{"adults":null}]'],
    ['script text', '<script>alert(1)</script>'],
  ])('SPEC 3 "2 adults when read from the URL": %s gives one room with 2 adults', (_case, raw) => {
    expect(decodeRoomsParam(raw)).toEqual(twoAdults);
  });

  it.each<[string, string, RoomEntry[]]>([
    ['adults 0 become 1', '[{"adults":0}]', [{ id: 1, adults: 1, children: [] }]],
    ['adults 99 become 10', '[{"adults":99}]', [{ id: 1, adults: 10, children: [] }]],
    ['a child count becomes unchosen children', '[{"adults":1,"children":2}]', [
      { id: 1, adults: 1, children: [{ age: null, bed: true }, { age: null, bed: true }] },
    ]],
    ['a child count of 40 becomes 10', '[{"adults":1,"children":40}]', [
      { id: 1, adults: 1, children: Array.from({ length: 10 }, () => ({ age: null, bed: true })) },
    ]],
    ['an age of 13 is unchosen', '[{"adults":1,"children":[{"age":13,"bed":false}]}]', [
      { id: 1, adults: 1, children: [{ age: null, bed: false }] },
    ]],
    ['an age of -1 or 2.5 is unchosen', '[{"adults":1,"children":[{"age":-1},{"age":2.5}]}]', [
      { id: 1, adults: 1, children: [{ age: null, bed: true }, { age: null, bed: true }] },
    ]],
    ['a missing bed is a bed', '[{"adults":1,"children":[{"age":7}]}]', [
      { id: 1, adults: 1, children: [{ age: 7, bed: true }] },
    ]],
  ])('SPEC 5 clamped counts: %s', (_case, raw, rooms) => {
    expect(decodeRoomsParam(raw)).toEqual(rooms);
  });

  it('SPEC 5, 9: rooms beyond 8 are cut, ids renumbered', () => {
    const raw = JSON.stringify(Array.from({ length: 12 }, () => ({ adults: 1 })));
    expect(decodeRoomsParam(raw).map((room) => room.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('SPEC 5, 9: more than 10 listed children are cut to 10', () => {
    const raw = JSON.stringify([{ adults: 1, children: Array.from({ length: 12 }, () => ({ age: 3, bed: true })) }]);
    expect(decodeRoomsParam(raw)[0]?.children).toHaveLength(10);
  });
});

describe('SPEC 2.2 one identical room per room_count', () => {
  it.each([
    [2, 3, 3, 2],
    [0, 0, 1, 1],
    [11, 9, 8, 10],
    [Number.NaN, Number.NaN, 1, 1],
  ])('adults %p, room_count %p: %i rooms of %i adults', (adults, count, rooms, eachAdults) => {
    const list = identicalRooms(adults, count);
    expect(list).toHaveLength(rooms);
    expect(list.every((room) => room.adults === eachAdults && room.children.length === 0)).toBe(true);
    expect(list.map((room) => room.id)).toEqual(Array.from({ length: rooms }, (_, i) => i + 1));
  });
});
