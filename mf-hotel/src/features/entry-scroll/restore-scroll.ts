import { visitorInput } from '../section-nav';

/**
 * Returns to a remembered position (back, forward, reload). The rooms and plans arrive after the page is ready
 * (their code, then the engine's answer), and a position among them is out of reach until they do: this waits
 * for the page to grow that far (on a slow phone the rooms can come well after 8 s), until the visitor scrolls
 * or touches anything, or `forMs` pass. Room cards out of view are laid out at an estimated height (rooms-plans'
 * cards.module.css), so meanwhile the page is laid out whole; the cards keep the heights they were drawn at
 * (`contain-intrinsic-block-size: auto`) once it stops. Returns a function that stops it.
 */
export function restoreScroll(y: number, forMs = 15_000): () => void {
  const root = document.documentElement;
  root.dataset.wholeLayout = '';
  const reached = () => root.scrollHeight - window.innerHeight >= y;
  const tryNow = () => {
    if (!reached()) return;
    window.scrollTo(0, y);
    stop();
  };
  const growth = new ResizeObserver(tryNow);
  const timer = window.setTimeout(() => stop(), forMs);
  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    growth.disconnect();
    window.clearTimeout(timer);
    visitorInput.forEach((type) => window.removeEventListener(type, stop));
    // Drawn whole in the next frame, where the cards' heights are remembered; then back to drawing what is near.
    requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.wholeLayout));
  }
  visitorInput.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  growth.observe(document.body);
  tryNow();
  return stop;
}
