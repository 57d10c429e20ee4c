import { type ClusterIndex, createClusterIndex, type MarkerGroup } from '../clusters';
import type { Bounds, MapMarker } from '../types';
import { type Camera, toScreen } from './camera';
import styles from './built-in-map.module.css';
import type { MapTexts } from './texts';

interface MarkerLayerOptions {
  clusterBelowZoom: number;
  clusterTitle: (count: number) => string;
  texts: MapTexts;
  onMarkerClick: (id: string) => void;
  onClusterClick: (group: MarkerGroup) => void;
}

const keyOf = (group: MarkerGroup) => (group.markers.length === 1 ? `m:${(group.markers[0] as MapMarker).id}` : `c:${group.markers.map((m) => m.id).join(',')}`);

/** The markers as buttons over the land: price tags, plain pins, and clusters that say how many they hold. */
export function createMarkerLayer(parent: HTMLElement, options: MarkerLayerOptions) {
  const layer = document.createElement('div');
  layer.className = styles.overlays as string;
  parent.append(layer);
  let markers: readonly MapMarker[] = [];
  let index: ClusterIndex = createClusterIndex([], options.clusterBelowZoom);
  let shown = new Map<string, { button: HTMLButtonElement; group: MarkerGroup }>();

  const button = (group: MarkerGroup): HTMLButtonElement => {
    const made = document.createElement('button');
    made.type = 'button';
    const [only] = group.markers;
    if (group.markers.length > 1 || !only) {
      made.className = `${styles.marker} ${styles.cluster}`;
      made.textContent = String(group.markers.length);
      made.setAttribute('aria-label', options.clusterTitle(group.markers.length));
      made.dataset.mapCluster = '';
      made.addEventListener('click', () => options.onClusterClick(group));
      return made;
    }
    made.className = `${styles.marker} ${only.label ? styles.price : styles.pin}`;
    made.textContent = only.label ?? '';
    made.setAttribute('aria-label', options.texts.pin(only.title, only.label));
    made.title = only.title;
    made.dataset.mapPin = only.id;
    made.addEventListener('click', () => options.onMarkerClick(only.id));
    return made;
  };

  return {
    set(next: readonly MapMarker[]): void {
      markers = [...next];
      index = createClusterIndex(markers, options.clusterBelowZoom);
      for (const { button: old } of shown.values()) old.remove();
      shown = new Map();
    },
    markers: (): readonly MapMarker[] => markers,
    /** Draws the groups inside `bounds` (a little more than the view, so pins slide in from the edges). */
    draw(camera: Camera, bounds: Bounds): void {
      const next = new Map<string, { button: HTMLButtonElement; group: MarkerGroup }>();
      for (const group of index.groupsIn(bounds, camera.zoom)) {
        const key = keyOf(group);
        const entry = shown.get(key) ?? { button: button(group), group };
        const { x, y } = toScreen(camera, group.position);
        const lift = group.markers.length > 1 ? '-50%' : '-100%';
        entry.button.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, ${lift})`;
        next.set(key, entry);
      }
      for (const [key, { button: old }] of shown) if (!next.has(key)) old.remove();
      // New buttons join at the end; ones already there stay put, so a focused one keeps its focus.
      for (const { button: current } of next.values()) if (current.parentElement !== layer) layer.append(current);
      shown = next;
    },
    destroy(): void {
      layer.remove();
      shown = new Map();
    },
  };
}
