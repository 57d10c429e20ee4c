import { geoMercator, geoPath } from 'd3-geo';
import type { Camera } from './camera';
import outline from './japan-outline.json';
import { unpackOutline } from './outline';
import styles from './built-in-map.module.css';

const svgNs = 'http://www.w3.org/2000/svg';
const japan = unpackOutline(outline.japan);
const neighbours = unpackOutline(outline.neighbours);

/** Japan and its neighbours as SVG paths, projected with d3-geo's Mercator at the camera (256 px tiles). */
export function createLandLayer(parent: HTMLElement) {
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('class', styles.land as string);
  svg.setAttribute('aria-hidden', 'true');
  const paths = [neighbours, japan].map((shape, i) => {
    const path = document.createElementNS(svgNs, 'path');
    path.setAttribute('class', (i === 0 ? styles.neighbours : styles.japan) as string);
    svg.append(path);
    return { shape, path };
  });
  parent.append(svg);
  const projection = geoMercator();
  const draw = geoPath(projection);

  return {
    draw(camera: Camera): void {
      const margin = 16;
      projection
        .scale((256 * 2 ** camera.zoom) / (2 * Math.PI))
        .center([camera.center.lng, camera.center.lat])
        .translate([camera.width / 2, camera.height / 2])
        .clipExtent([
          [-margin, -margin],
          [camera.width + margin, camera.height + margin],
        ]);
      for (const { shape, path } of paths) path.setAttribute('d', draw(shape) ?? '');
    },
  };
}
