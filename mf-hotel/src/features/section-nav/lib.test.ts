import { activeTab, scrollSpyMargin, scrollTargetY, sectionIdOfTab, sectionTabs } from './lib';

const options = { margin: scrollSpyMargin, atPageEnd: false };

describe('section tabs (SPEC 2.5)', () => {
  it('are Hotel, Room & Plan and Find Us, plus Reviews only with reviews', () => {
    expect(sectionTabs({ isPhone: false, hasReviews: false }).map((t) => t.key)).toEqual(['hotel', 'plan', 'map']);
    expect(sectionTabs({ isPhone: false, hasReviews: true }).map((t) => t.key)).toEqual(['hotel', 'plan', 'map', 'review']);
  });

  it('point the hotel tab at `hotel`, or at `header` on phones', () => {
    expect(sectionTabs({ isPhone: false, hasReviews: true }).map((t) => t.sectionId)).toEqual(['hotel', 'plan', 'map', 'review']);
    expect(sectionTabs({ isPhone: true, hasReviews: true }).map((t) => t.sectionId)).toEqual(['header', 'plan', 'map', 'review']);
  });

  it.each([
    ['hotel', false, 'hotel'],
    ['hotel', true, 'header'],
    ['header', false, 'hotel'],
    ['header', true, 'header'],
    ['plan', true, 'plan'],
    ['map', false, 'map'],
    ['review', false, 'review'],
  ] as const)('reads the tab query %s (phone %s) as section #%s', (tab, isPhone, id) => {
    expect(sectionIdOfTab(tab, isPhone)).toBe(id);
  });
});

describe('scroll-spy (SPEC 2.5: margin 100 px)', () => {
  const at = (hotel: number, plan: number, map: number, review: number) => [
    { key: 'hotel' as const, top: hotel },
    { key: 'plan' as const, top: plan },
    { key: 'map' as const, top: map },
    { key: 'review' as const, top: review },
  ];

  it('marks the first tab before any section reaches the line', () => {
    expect(activeTab(at(400, 1500, 2500, 3000), options)).toBe('hotel');
  });

  it('marks a section once its top is within 100 px of the top', () => {
    expect(activeTab(at(-900, 101, 1100, 1600), options)).toBe('hotel');
    expect(activeTab(at(-900, 100, 1100, 1600), options)).toBe('plan');
    expect(activeTab(at(-2000, -1000, 60, 600), options)).toBe('map');
  });

  it('keeps a section marked while the part after it (nearby hotels) scrolls past', () => {
    expect(activeTab(at(-3000, -2000, 400, 900), options)).toBe('plan');
  });

  it('marks the last section at the end of the page, even if it never reaches the line', () => {
    expect(activeTab(at(-3000, -2000, -300, 300), { margin: 100, atPageEnd: true })).toBe('review');
  });

  it('has nothing to mark without sections', () => {
    expect(activeTab([], options)).toBeNull();
  });
});

describe('scrolling to a section', () => {
  it('puts the section under the sticky navigation, 32 px below it on phones and 16 px on larger screens', () => {
    expect(scrollTargetY({ sectionTop: 500, scrollY: 1000, navHeight: 52, isPhone: true })).toBe(1416);
    expect(scrollTargetY({ sectionTop: 500, scrollY: 1000, navHeight: 52, isPhone: false })).toBe(1432);
  });

  it('lands inside the scroll-spy margin, so the tab scrolled to is the one marked', () => {
    const y = scrollTargetY({ sectionTop: 800, scrollY: 0, navHeight: 56, isPhone: true });
    expect(800 - y).toBeLessThanOrEqual(scrollSpyMargin);
  });

  it('never scrolls above the page', () => {
    expect(scrollTargetY({ sectionTop: 20, scrollY: 0, navHeight: 52, isPhone: false })).toBe(0);
  });
});
