import { restoreScroll } from './restore-scroll';

let grew: () => void = () => undefined;
let pageHeight = 0;

beforeAll(() => {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    constructor(callback: () => void) {
      grew = callback;
    }
    observe() {}
    disconnect() {
      grew = () => undefined;
    }
  };
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  window.requestAnimationFrame = (frame) => {
    frame(0);
    return 0;
  };
});

beforeEach(() => {
  window.scrollTo = jest.fn();
  pageHeight = 1_000;
});

describe('restoreScroll', () => {
  it('waits for the page to grow as far as the position, then scrolls there once', () => {
    restoreScroll(3_000);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.wholeLayout).toBe('');
    pageHeight = 2_000;
    grew();
    expect(window.scrollTo).not.toHaveBeenCalled();
    pageHeight = 5_000;
    grew();
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 3_000);
    // Out of view, the cards are laid out at an estimate again once drawn whole.
    expect(document.documentElement.dataset.wholeLayout).toBeUndefined();
  });

  it('scrolls at once when the page is already that long', () => {
    pageHeight = 5_000;
    restoreScroll(3_000);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 3_000);
  });

  it('gives up when the visitor moves the page first, or after the wait', () => {
    restoreScroll(3_000);
    window.dispatchEvent(new Event('wheel'));
    pageHeight = 5_000;
    grew();
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.wholeLayout).toBeUndefined();

    jest.useFakeTimers();
    pageHeight = 1_000;
    restoreScroll(3_000, 8_000);
    jest.advanceTimersByTime(8_000);
    pageHeight = 5_000;
    grew();
    expect(window.scrollTo).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
