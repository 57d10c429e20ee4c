import type { ScreenPoint } from './camera';

export interface GestureHandlers {
  /** The map follows a drag by (dx, dy) px, live. */
  pan(dx: number, dy: number): void;
  /** Zoom by `steps` (fractional while pinching) keeping the point under `anchor` in place. */
  zoomBy(steps: number, anchor?: ScreenPoint): void;
  /** A gesture or key press is over: the map settles. */
  settle(): void;
  escape(): void;
  /** Pointers and keys inside the info window are the window's own. */
  isOwnedElsewhere(target: EventTarget | null): boolean;
  /** A key or class toggled while a drag is under way. */
  dragging(on: boolean): void;
}

/** Arrow keys move the map by this much. */
const keyStep = 96;
/** A pointer that moves less than this is a click, not a drag. */
const dragThreshold = 4;
/** Wheel travel per zoom step: one notch of a mouse wheel (100), or a trackpad swipe. */
const wheelStep = 60;

const distance = (a: ScreenPoint, b: ScreenPoint) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: ScreenPoint, b: ScreenPoint) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Pointer drag, pinch (pointer events), wheel and keyboard on the map surface. Returns the detacher. */
export function attachGestures(surface: HTMLElement, on: GestureHandlers): () => void {
  const pointers = new Map<number, ScreenPoint>();
  let dragged = false;
  let pinched = false;
  let travelled = 0;
  let wheel = 0;
  let wheelTimer: ReturnType<typeof setTimeout> | undefined;
  const local = (event: { clientX: number; clientY: number }): ScreenPoint => {
    const box = surface.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const down = (event: PointerEvent) => {
    if (event.button !== 0 || on.isOwnedElsewhere(event.target)) return;
    pointers.set(event.pointerId, local(event));
    if (pointers.size === 1) [dragged, pinched, travelled] = [false, false, 0];
  };
  const move = (event: PointerEvent) => {
    const before = pointers.get(event.pointerId);
    if (!before) return;
    const now = local(event);
    if (pointers.size >= 2) {
      const [other] = [...pointers].filter(([id]) => id !== event.pointerId).map(([, at]) => at);
      if (other) {
        pinched = true;
        const ratio = distance(now, other) / Math.max(distance(before, other), 1);
        const [from, to] = [middle(before, other), middle(now, other)];
        on.pan(to.x - from.x, to.y - from.y);
        on.zoomBy(Math.log2(ratio), to);
      }
    } else {
      travelled += distance(before, now);
      if (!dragged && travelled >= dragThreshold) {
        dragged = true;
        surface.setPointerCapture?.(event.pointerId);
        on.dragging(true);
      }
      if (dragged) on.pan(now.x - before.x, now.y - before.y);
    }
    pointers.set(event.pointerId, now);
  };
  const up = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId)) return;
    if (pointers.size === 0) {
      on.dragging(false);
      if (dragged || pinched || travelled > 0) on.settle();
    }
  };
  // A drag that ends over a pin is no click on it.
  const click = (event: MouseEvent) => {
    if (!dragged) return;
    dragged = false;
    event.stopPropagation();
    event.preventDefault();
  };
  const onWheel = (event: WheelEvent) => {
    if (on.isOwnedElsewhere(event.target)) return;
    event.preventDefault();
    wheel += event.deltaY;
    if (Math.abs(wheel) >= wheelStep) {
      on.zoomBy(wheel < 0 ? 1 : -1, local(event));
      wheel = 0;
    }
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(() => {
      wheel = 0;
      on.settle();
    }, 200);
  };
  const key = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || on.isOwnedElsewhere(event.target)) return;
    const moves: Record<string, [number, number]> = { ArrowLeft: [keyStep, 0], ArrowRight: [-keyStep, 0], ArrowUp: [0, keyStep], ArrowDown: [0, -keyStep] };
    const zooms: Record<string, number> = { '+': 1, '=': 1, Add: 1, '-': -1, _: -1, Subtract: -1 };
    const shift = moves[event.key];
    if (shift) on.pan(...shift);
    else if (zooms[event.key]) on.zoomBy(zooms[event.key] as number);
    else if (event.key === 'Escape') on.escape();
    else return;
    event.preventDefault();
    if (event.key !== 'Escape') on.settle();
  };

  surface.addEventListener('pointerdown', down);
  surface.addEventListener('pointermove', move);
  surface.addEventListener('pointerup', up);
  surface.addEventListener('pointercancel', up);
  surface.addEventListener('click', click, true);
  surface.addEventListener('wheel', onWheel, { passive: false });
  surface.addEventListener('keydown', key);
  return () => {
    clearTimeout(wheelTimer);
    surface.removeEventListener('pointerdown', down);
    surface.removeEventListener('pointermove', move);
    surface.removeEventListener('pointerup', up);
    surface.removeEventListener('pointercancel', up);
    surface.removeEventListener('click', click, true);
    surface.removeEventListener('wheel', onWheel);
    surface.removeEventListener('keydown', key);
  };
}
