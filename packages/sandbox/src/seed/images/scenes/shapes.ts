import { n } from '../svg';

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, strokeWidth: number): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round"/>`;
}

export function polygon(points: Array<[number, number]>, fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A wall and a floor, the back of every indoor scene. */
export function room(wall: string, floor: string, floorTop = 360): string {
  return rect(0, 0, 940, floorTop, wall) + rect(0, floorTop, 940, 580 - floorTop, floor);
}

/** Sun by day, moon by night. */
export function skyLight(x: number, y: number, dark: boolean): string {
  return dark ? circle(x, y, 34, '#fff6d5') + circle(x + 14, y - 8, 30, '#1a2146') : circle(x, y, 46, '#fff3c4', 'fill-opacity="0.9"');
}

export function cherryTree(x: number, groundY: number, scale: number, blossom: string): string {
  const trunk = rect(x - 7 * scale, groundY - 70 * scale, 14 * scale, 70 * scale, '#7a5544');
  const crown = [
    [0, -95, 46], [-38, -78, 34], [38, -78, 34], [-20, -118, 30], [22, -120, 30],
  ].map(([dx, dy, r]) => circle(x + (dx as number) * scale, groundY + (dy as number) * scale, (r as number) * scale, blossom, 'fill-opacity="0.92"'));
  return trunk + crown.join('');
}
