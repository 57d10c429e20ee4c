import type { LatLng } from '../types';
import { type Camera, toScreen } from './camera';
import styles from './built-in-map.module.css';

/** Gap between the window's bottom and the place it points at, above a pin or a price tag. */
const lift = 36;

/** The one info window: the caller's content in a dialog above a marker, with a close button. */
export function createInfoWindow(parent: HTMLElement, closeLabel: string, onClose: () => void) {
  let open: { element: HTMLElement; at: LatLng } | null = null;

  const close = (byVisitor: boolean) => {
    if (!open) return;
    open.element.remove();
    open = null;
    if (byVisitor) onClose();
  };

  return {
    open(at: LatLng, content: HTMLElement, label: string | undefined, camera: Camera): void {
      close(false);
      const element = document.createElement('div');
      element.className = styles.info as string;
      element.setAttribute('role', 'dialog');
      if (label) element.setAttribute('aria-label', label);
      const closer = document.createElement('button');
      closer.type = 'button';
      closer.className = styles.infoClose as string;
      closer.textContent = '×';
      closer.setAttribute('aria-label', closeLabel);
      closer.addEventListener('click', () => close(true));
      element.append(closer, content);
      parent.append(element);
      open = { element, at };
      this.draw(camera);
    },
    /** Keeps the window over its place as the map moves. */
    draw(camera: Camera): void {
      if (!open) return;
      const { x, y } = toScreen(camera, open.at);
      open.element.style.transform = `translate(${x.toFixed(1)}px, ${(y - lift).toFixed(1)}px) translate(-50%, -100%)`;
    },
    /** How far the map must move down and sideways so the whole window is in view (Google pans the same way). */
    overflow(margin = 8): { dx: number; dy: number } {
      if (!open) return { dx: 0, dy: 0 };
      const box = open.element.getBoundingClientRect();
      const frame = parent.getBoundingClientRect();
      const dy = Math.max(0, frame.top + margin - box.top);
      const dx = Math.max(0, frame.left + margin - box.left) - Math.max(0, box.right - (frame.right - margin));
      return { dx, dy };
    },
    isOpen: (): boolean => open !== null,
    contains: (node: Node): boolean => open?.element.contains(node) ?? false,
    close,
  };
}
