import { createClusterIndex, everywhere } from './clusters';
import type { MapMarker } from './types';

const marker = (id: string, lat: number, lng: number): MapMarker => ({ id, title: id, position: { lat, lng } });
const shinjuku = [marker('1', 35.69, 139.7), marker('2', 35.691, 139.701), marker('3', 35.66, 139.73)];
const sapporo = marker('4', 43.06, 141.35);
const ids = (groups: ReturnType<ReturnType<typeof createClusterIndex>['groupsIn']>) => groups.map((g) => g.markers.map((m) => m.id).join(',')).sort();

describe('clusters (SPEC 9: markers are clustered below zoom 10)', () => {
  it.each([
    [5, ['1,2,3', '4']],
    [9, ['1,2,3', '4']],
    [10, ['1', '2', '3', '4']],
    [15, ['1', '2', '3', '4']],
  ])('at zoom %p the groups are %p', (zoom, groups) => {
    expect(ids(createClusterIndex([...shinjuku, sapporo], 10).groupsIn(everywhere, zoom))).toEqual(groups);
  });

  it('counts clusters at whole zooms: 9.7 is still 9', () => {
    expect(ids(createClusterIndex(shinjuku, 10).groupsIn(everywhere, 9.7))).toEqual(['1,2,3']);
  });

  it('a cluster says the zoom at which it falls apart, which is higher than the one it shows at', () => {
    const [cluster] = createClusterIndex(shinjuku, 10).groupsIn(everywhere, 5);
    expect(cluster?.expansionZoom).toBeGreaterThan(5);
    const after = createClusterIndex(shinjuku, 10).groupsIn(everywhere, cluster?.expansionZoom ?? 0);
    expect(after.length).toBeGreaterThan(1);
  });

  it('puts a cluster among its markers, bounds around them, and a lone marker where it is', () => {
    const groups = createClusterIndex([...shinjuku, sapporo], 10).groupsIn(everywhere, 5);
    const cluster = groups.find((g) => g.markers.length === 3);
    expect(cluster?.bounds).toEqual({ south: 35.66, west: 139.7, north: 35.691, east: 139.73 });
    expect(cluster?.position.lat).toBeGreaterThanOrEqual(35.66);
    expect(cluster?.position.lat).toBeLessThanOrEqual(35.691);
    expect(groups.find((g) => g.markers[0]?.id === '4')?.position).toEqual(sapporo.position);
  });

  it('keeps only what is inside the bounds asked for', () => {
    const hokkaido = { south: 41, west: 139, north: 46, east: 146 };
    expect(ids(createClusterIndex([...shinjuku, sapporo], 10).groupsIn(hokkaido, 5))).toEqual(['4']);
    expect(ids(createClusterIndex([...shinjuku, sapporo], 10).groupsIn(hokkaido, 12))).toEqual(['4']);
  });

  it('never clusters when clustering is off', () => {
    expect(createClusterIndex(shinjuku, 0).groupsIn(everywhere, 3)).toHaveLength(3);
  });
});
