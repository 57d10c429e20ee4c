import { editScrollDelayMs, entryScroll, recallScroll, rememberScroll, tabScrollDelayMs } from './lib';

const fresh = { editEntry: false, tab: null, savedY: null, isPhone: false };

describe('where the hotel page scrolls on entry (SPEC 2.1, 2.5)', () => {
  it('starts a new entry, such as a hotel opened from the list, at the top', () => {
    expect(entryScroll(fresh)).toEqual({ kind: 'top' });
  });

  it('returns to where the visitor was on back, forward or reload', () => {
    expect(entryScroll({ ...fresh, savedY: 1240 })).toEqual({ kind: 'restore', y: 1240 });
  });

  it('scrolls to the tab of the query 150 ms after load', () => {
    expect(entryScroll({ ...fresh, tab: 'map' })).toEqual({ kind: 'section', sectionId: 'map', delayMs: tabScrollDelayMs });
    expect(tabScrollDelayMs).toBe(150);
    expect(entryScroll({ ...fresh, tab: 'hotel', isPhone: true })).toEqual({ kind: 'section', sectionId: 'header', delayMs: 150 });
  });

  it('takes a booking edit to the rooms and plans after 400 ms, never to the top, whatever else is set', () => {
    expect(entryScroll({ ...fresh, editEntry: true, tab: 'review', savedY: 300 })).toEqual({
      kind: 'section',
      sectionId: 'plan',
      delayMs: editScrollDelayMs,
    });
    expect(editScrollDelayMs).toBe(400);
  });
});

describe('scroll memory', () => {
  it('recalls a remembered entry and nothing else', () => {
    const memory = rememberScroll(rememberScroll(null, 'a/hotel/1', 100), 'b/hotel/2', 900);
    expect(recallScroll(memory, 'a/hotel/1')).toBe(100);
    expect(recallScroll(memory, 'b/hotel/2')).toBe(900);
    expect(recallScroll(memory, 'c/hotel/3')).toBeNull();
    expect(recallScroll(null, 'a/hotel/1')).toBeNull();
  });

  it('keeps one position per entry, newest first, and at most 20', () => {
    let memory = rememberScroll(null, 'x', 1);
    for (let i = 0; i < 30; i += 1) memory = rememberScroll(memory, `e${i}`, i);
    memory = rememberScroll(memory, 'e29', 500);
    expect(memory).toHaveLength(20);
    expect(memory[0]).toEqual(['e29', 500]);
    expect(memory.filter(([key]) => key === 'e29')).toHaveLength(1);
  });
});
