import Supercluster from 'supercluster';
import { boundsAround, boundsContain } from './geo';
import type { Bounds, LatLng, MapMarker } from './types';

export interface MarkerGroup {
  /** One marker alone, or the markers of a cluster. */
  markers: MapMarker[];
  position: LatLng;
  bounds: Bounds;
  /** The zoom at which a cluster falls apart; a lone marker's own zoom. */
  expansionZoom: number;
}

export interface ClusterIndex {
  /** The markers and clusters inside `bounds` at a zoom (rounded down: clusters change at whole zooms). */
  groupsIn(bounds: Bounds, zoom: number): MarkerGroup[];
}

/**
 * Markers grouped by supercluster, as @googlemaps/markerclusterer groups Google's (radius 60): below
 * `clusterBelowZoom` close markers form clusters, from it on every marker stands alone (0: never clustered).
 */
export function createClusterIndex(markers: readonly MapMarker[], clusterBelowZoom: number, radius = 60): ClusterIndex {
  // Supercluster's maxZoom is the last zoom that still clusters: 9 for "clusters below zoom 10".
  const index = new Supercluster<{ index: number }>({ radius, minZoom: 0, maxZoom: Math.max(clusterBelowZoom - 1, 0) });
  index.load(
    markers.map((marker, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [marker.position.lng, marker.position.lat] },
    })),
  );
  const clustering = clusterBelowZoom > 0;
  return {
    groupsIn(bounds, zoom) {
      const level = Math.floor(zoom);
      if (!clustering || level >= clusterBelowZoom) {
        return markers.filter((m) => boundsContain(bounds, m.position)).map((m) => ({ markers: [m], position: m.position, bounds: boundsAround([m.position]) as Bounds, expansionZoom: level }));
      }
      return index.getClusters([bounds.west, bounds.south, bounds.east, bounds.north], level).map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as Partial<Supercluster.ClusterProperties> & { index?: number };
        const members = props.cluster
          ? index.getLeaves(props.cluster_id as number, Infinity).map((leaf) => markers[leaf.properties.index] as MapMarker)
          : [markers[props.index as number] as MapMarker];
        return {
          markers: members,
          position: props.cluster ? { lat, lng } : (members[0] as MapMarker).position,
          bounds: boundsAround(members.map((m) => m.position)) as Bounds,
          expansionZoom: props.cluster ? index.getClusterExpansionZoom(props.cluster_id as number) : level,
        };
      });
    },
  };
}

/** Every group at a zoom, wherever it is on the world (for services that draw all overlays themselves). */
export const everywhere: Bounds = { south: -90, west: -180, north: 90, east: 180 };
