import { desktopWidth, renderWithApp, setViewportWidth } from '@hotel/test-utils';
import { act, screen } from '@testing-library/react';
import messages from '../../../lang/hotel-detail/en.json';
import { SectionNav } from './section-nav';

type Callback = () => void;
const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined }> = [];

/** Records what the scroll-spy watches; a test calls the callbacks as the browser would on scrolling. */
class FakeIntersectionObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

function placeSections(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const element = document.getElementById(id) ?? document.body.appendChild(Object.assign(document.createElement('section'), { id }));
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
}

/** The tab marked as where the visitor is. */
const current = () => screen.getByRole('link', { current: 'location' });

/** jsdom has no layout, so nothing ever resizes: the page below the sections stays put. */
class StillResizeObserver {
  observe() {}
  disconnect() {}
}

beforeAll(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = StillResizeObserver;
  setViewportWidth(desktopWidth);
  window.scrollTo = jest.fn();
});

/** The nav, once it watches the sections: it starts in the next animation frame. */
async function showNav() {
  const shown = await renderWithApp(<SectionNav hasReviews ready />, { locale: 'en', messages });
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  return shown;
}

describe('sticky section navigation with scroll-spy (SPEC 2.5)', () => {
  it('watches a line 100 px below the top of the window', async () => {
    placeSections({ hotel: 500, plan: 1500, map: 2500, review: 3000 });
    await showNav();
    expect(observers[0]?.options?.rootMargin).toMatch(/^-100px 0px -\d+px 0px$/);
    expect(current()).toHaveTextContent('Hotel');
  });

  it('marks the tab of the section that has reached the line as the visitor scrolls', async () => {
    placeSections({ hotel: 500, plan: 1500, map: 2500, review: 3000 });
    await showNav();
    placeSections({ hotel: -1500, plan: -500, map: 80, review: 600 });
    await act(async () => observers.forEach((observer) => observer.callback()));
    expect(current()).toHaveTextContent('Find Us');
  });

  it('scrolls to a tab’s section under the bar when it is chosen, and marks it at once', async () => {
    placeSections({ hotel: 500, plan: 1500, map: 2500, review: 3000 });
    const { user } = await showNav();
    await user.click(screen.getByRole('link', { name: 'Reviews' }));
    expect(current()).toHaveTextContent('Reviews');
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 3000 - 16, behavior: 'smooth' });
  });

  it('keeps the chosen section under the bar when content arriving above pushes it down, until the visitor scrolls', async () => {
    placeSections({ hotel: 500, plan: 1500, map: 2500, review: 3000 });
    const { user } = await showNav();
    await user.click(screen.getByRole('link', { name: 'Find Us' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 2500 - 16, behavior: 'smooth' });

    // The rooms land above the map: 2,000 px more page before it.
    placeSections({ map: 4500 });
    await act(async () => {
      document.body.appendChild(document.createElement('div'));
      await Promise.resolve();
    });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 4500 - 16, behavior: 'auto' });

    // Once the visitor scrolls by hand, the page is theirs.
    await act(async () => window.dispatchEvent(new Event('wheel')));
    placeSections({ map: 6000 });
    await act(async () => {
      document.body.appendChild(document.createElement('div'));
      await Promise.resolve();
    });
    expect(window.scrollTo).not.toHaveBeenLastCalledWith({ top: 6000 - 16, behavior: 'auto' });
  });
});
