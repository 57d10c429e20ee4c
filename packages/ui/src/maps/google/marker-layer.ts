import { MarkerClusterer, SuperClusterAlgorithm } from '@googlemaps/markerclusterer';
import type { MapMarker, MapOptions } from '../types';
import type { GMap, GMarker, GoogleLibraries } from './google-types';
import { clusterIcon, labelIcon, labelStyle } from './marker-icons';

/** The markers of one Google map, grouped by @googlemaps/markerclusterer below `clusterBelowZoom`. */
export function createMarkerLayer(libs: GoogleLibraries, map: GMap, options: MapOptions, onClick: (id: string) => void) {
  const { core, marker } = libs;
  const clusterBelow = options.clusterBelowZoom ?? 0;
  const clusterer =
    clusterBelow > 0
      ? new MarkerClusterer({
          map: map as never,
          // Supercluster's maxZoom is the last zoom that still clusters: 9 for "clusters below zoom 10".
          algorithm: new SuperClusterAlgorithm({ maxZoom: clusterBelow - 1, radius: 60 }),
          renderer: {
            render: ({ count, position }) =>
              new marker.Marker({
                position,
                icon: clusterIcon(core, count),
                label: { text: String(count), ...labelStyle },
                title: options.clusterTitle?.(count) ?? String(count),
                zIndex: 1000 + count,
              }) as never,
          },
        })
      : null;
  let current = new Map<string, { data: MapMarker; marker: GMarker }>();

  const make = (data: MapMarker): GMarker => {
    const made = new marker.Marker({
      position: data.position,
      title: data.title,
      ...(data.label ? { label: { text: data.label, ...labelStyle }, icon: labelIcon(core, data.label) } : {}),
    });
    made.addListener('click', () => onClick(data.id));
    return made;
  };

  const removeAll = () => {
    clusterer?.clearMarkers(true);
    for (const { marker: old } of current.values()) {
      old.setMap(null);
      core.event.clearInstanceListeners(old);
    }
  };

  return {
    set(markers: readonly MapMarker[]): void {
      removeAll();
      current = new Map(markers.map((data) => [data.id, { data, marker: make(data) }]));
      const made = [...current.values()].map((entry) => entry.marker);
      if (clusterer) clusterer.addMarkers(made as never[]);
      else for (const one of made) one.setMap(map);
    },
    marker: (id: string): GMarker | undefined => current.get(id)?.marker,
    markers: (): MapMarker[] => [...current.values()].map((entry) => entry.data),
    destroy(): void {
      removeAll();
      current = new Map();
      // MarkerClusterer is a google.maps.OverlayView at run time; its typings cannot say so without @types/google.maps.
      (clusterer as unknown as { setMap(map: null): void } | null)?.setMap(null);
    },
  };
}
