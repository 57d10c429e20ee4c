import styles from './built-in-map.module.css';
import type { MapTexts } from './texts';

/**
 * The built-in map's frame in the caller's container: a focusable surface named for its keys (the layers draw
 * into it) and the Zoom in / Zoom out buttons. `data-zoom` on the surface tells the zoom once settled.
 */
export function createMapView(container: HTMLElement, texts: MapTexts) {
  const root = document.createElement('div');
  root.className = styles.root as string;
  const surface = document.createElement('div');
  surface.className = styles.surface as string;
  surface.tabIndex = 0;
  surface.setAttribute('role', 'application');
  surface.setAttribute('aria-label', texts.surface);
  const controls = document.createElement('div');
  controls.className = styles.controls as string;
  const zoomButton = (label: string, sign: string) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = styles.zoom as string;
    button.textContent = sign;
    button.setAttribute('aria-label', label);
    controls.append(button);
    return button;
  };
  const zoomIn = zoomButton(texts.zoomIn, '+');
  const zoomOut = zoomButton(texts.zoomOut, '−');
  root.append(surface, controls);
  container.replaceChildren(root);

  return {
    surface,
    size: () => ({ width: root.clientWidth, height: root.clientHeight }),
    showZoom(zoom: number, limits: { min: number; max: number }): void {
      zoomIn.disabled = zoom >= limits.max;
      zoomOut.disabled = zoom <= limits.min;
    },
    settledAt(zoom: number): void {
      surface.dataset.zoom = String(zoom);
    },
    dragging(on: boolean): void {
      surface.classList.toggle(styles.dragging as string, on);
    },
    onZoomButton(listener: (steps: number) => void): void {
      zoomIn.addEventListener('click', () => listener(1));
      zoomOut.addEventListener('click', () => listener(-1));
    },
    /** The map's size changes with its container (the list's full map, a turned phone). */
    onResize(listener: (size: { width: number; height: number }) => void): () => void {
      if (typeof ResizeObserver === 'undefined') return () => undefined;
      let last = `${root.clientWidth}x${root.clientHeight}`;
      const observer = new ResizeObserver(() => {
        const size = { width: root.clientWidth, height: root.clientHeight };
        if (`${size.width}x${size.height}` === last) return;
        last = `${size.width}x${size.height}`;
        listener(size);
      });
      observer.observe(root);
      return () => observer.disconnect();
    },
    destroy(): void {
      root.remove();
    },
  };
}
