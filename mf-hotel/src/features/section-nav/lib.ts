import type { HotelDetailTab } from '@hotel/domain/search';

/** SPEC 2.5: a section counts as reached once its top is within 100 px of the top of the window. */
export const scrollSpyMargin = 100;
/** SPEC 9: on phones a section is scrolled to 32 px below the sticky navigation (16 px on larger screens). */
export const sectionGap = { phone: 32, wide: 16 } as const;

export type TabKey = 'hotel' | 'plan' | 'map' | 'review';

export interface SectionTab {
  key: TabKey;
  /** SPEC 2.5 ids: the hotel tab is `hotel`, or `header` (the top info) on phones. */
  sectionId: string;
}

export function sectionTabs({ isPhone, hasReviews }: { isPhone: boolean; hasReviews: boolean }): SectionTab[] {
  const tabs: SectionTab[] = [
    { key: 'hotel', sectionId: isPhone ? 'header' : 'hotel' },
    { key: 'plan', sectionId: 'plan' },
    { key: 'map', sectionId: 'map' },
  ];
  return hasReviews ? [...tabs, { key: 'review', sectionId: 'review' }] : tabs;
}

/** The section a `tab` query parameter points at; `hotel` and `header` both mean the hotel tab. */
export function sectionIdOfTab(tab: HotelDetailTab, isPhone: boolean): string {
  if (tab === 'hotel' || tab === 'header') return isPhone ? 'header' : 'hotel';
  return tab;
}

export interface SectionTop {
  key: TabKey;
  /** Distance of the section's top from the top of the window, in px. */
  top: number;
}

/**
 * The tab to mark: the last section whose top has passed the margin line, the first before any has; at the
 * very end of a scrolled page the last one, which may be too short to ever reach the line.
 */
export function activeTab(sections: readonly SectionTop[], { margin, atPageEnd }: { margin: number; atPageEnd: boolean }): TabKey | null {
  const [first] = sections;
  if (!first) return null;
  if (atPageEnd) return (sections[sections.length - 1] as SectionTop).key;
  return sections.reduce((active, section) => (section.top <= margin ? section.key : active), first.key);
}

/** Where the window scrolls to show a section just under the sticky navigation. */
export function scrollTargetY({ sectionTop, scrollY, navHeight, isPhone }: { sectionTop: number; scrollY: number; navHeight: number; isPhone: boolean }): number {
  const gap = isPhone ? sectionGap.phone : sectionGap.wide;
  return Math.max(0, Math.round(sectionTop + scrollY - navHeight - gap));
}
