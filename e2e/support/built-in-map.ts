import { expect, type Locator } from '@playwright/test';
import { message, type TestLocale } from './catalogues';
import { untilArrived } from './site-page';

/**
 * The site's own map (`@hotel/ui/maps` built-in provider), drawn when no maps key is configured: a focusable
 * map surface named for its keys, Zoom in / Zoom out buttons, pins and clusters as buttons, an info window
 * as a dialog. `data-zoom` on the surface tells the zoom once the map has drawn.
 */
export class BuiltInMap {
  constructor(
    readonly within: Locator,
    readonly locale: TestLocale,
  ) {}

  text(id: string, values: Record<string, string | number> = {}): string {
    return message('ui', this.locale, id, values);
  }

  get surface(): Locator {
    return this.within.getByRole('application', { name: this.text('ui.map.surface') });
  }

  zoomButton(direction: 'in' | 'out'): Locator {
    return this.within.getByRole('button', { name: this.text(direction === 'in' ? 'ui.map.zoomIn' : 'ui.map.zoomOut'), exact: true });
  }

  /** A hotel's pin: named by the hotel, then its price when it has one. */
  pin(name: string): Locator {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const priced = escape(this.text('ui.map.pin', { title: name, label: '\u0000' })).replace('\u0000', '.+');
    return this.surface.getByRole('button', { name: new RegExp(`^(${escape(name)}|${priced})$`) });
  }

  get pins(): Locator {
    return this.surface.locator('[data-map-pin]');
  }

  get clusters(): Locator {
    return this.surface.locator('[data-map-cluster]');
  }

  infoWindow(name: string): Locator {
    return this.surface.getByRole('dialog', { name });
  }

  async zoom(): Promise<number> {
    return Number(await this.surface.getAttribute('data-zoom'));
  }

  /** The map has drawn (its chunk and Japan's outline arrived) and settled. */
  async drawn(): Promise<void> {
    await expect(this.surface).toHaveAttribute('data-zoom', /^\d+$/, untilArrived);
  }

  /** The hotels each cluster holds, added up with the pins standing alone. */
  async hotelsShown(): Promise<number> {
    const counts = await this.clusters.allTextContents();
    return counts.reduce((sum, count) => sum + Number(count), 0) + (await this.pins.count());
  }

  /** Turns the mouse wheel over the middle of the map (negative: away from the visitor, zooming in). */
  async wheel(deltaY: number): Promise<void> {
    const box = (await this.surface.boundingBox())!;
    const page = this.surface.page();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, deltaY);
  }

  /** Drags the map by (dx, dy) pixels with the mouse, as a visitor moves it. */
  async drag(dx: number, dy: number): Promise<void> {
    const box = (await this.surface.boundingBox())!;
    const page = this.surface.page();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
    await page.mouse.move(x + dx, y + dy, { steps: 4 });
    await page.mouse.up();
  }
}
