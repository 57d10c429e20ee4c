import type { Page } from '@playwright/test';
import { BuiltInMap } from '../../support/built-in-map';
import { expect, test } from '../../support/fixtures';
import { serveFakeGoogleMaps, withMapsKey } from '../../support/fake-google-maps';
import { desktopScreen, phoneScreen, tokyoHotels } from '../../support/hotel-page';
import { untilArrived } from '../../support/site-page';

const { withReviews } = tokyoHotels;
/** A 1x1 PNG standing in for Google's static map image. */
const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/**
 * The key and the fake for every window of the visit: the full map opens in a new one, whose first request only a
 * context's routes see. The shared helpers only call `route`, which a context has too.
 */
async function withFakeMaps(page: Page): Promise<string[]> {
  const everyWindow = page.context() as unknown as Page;
  const staticMaps: string[] = [];
  await withMapsKey(everyWindow);
  await serveFakeGoogleMaps(everyWindow);
  // Registered last, so it wins over the script route for the static images.
  await page.context().route('https://maps.googleapis.com/maps/api/staticmap**', (route) => {
    staticMaps.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: pixel });
  });
  return staticMaps;
}

for (const { locale, screen } of [
  { locale: 'ja', screen: desktopScreen },
  { locale: 'en', screen: desktopScreen },
  { locale: 'en', screen: phoneScreen },
] as const) {
  test.describe(`find us and the full-screen map in ${locale} on a ${screen.name}`, () => {
    // The journeys' server has no maps key, so its security policy does not list the maps origins the fake
    // stands in for; the key is added to the host's runtime settings here, and the policy is bypassed with it.
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US', bypassCSP: true });

    test('the static map has the size of the screen, and the full map opens in a new window and closes', async ({ page, hotelPage: hotel, consoleErrors }) => {
      const staticMaps = await withFakeMaps(page);
      await hotel.open(withReviews.id, withReviews.name[locale]);
      await hotel.tab('map').click();
      const image = hotel.main.getByRole('img', { name: hotel.text('hotel.detail.map.image', { name: withReviews.name[locale] }) });
      await expect(image).toBeVisible();
      // Find Us is held under the bar while the rooms above it arrive, so its map is on screen.
      await expect(image).toBeInViewport();
      // The picture's choice for this screen, once the (lazy) image has come from the fake.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), untilArrived).toBe(true);
      const chosen = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
      expect(chosen.searchParams.get('size')).toBe(screen.name === 'phone' ? '600x135' : '638x265');
      expect(chosen.searchParams.get('language')).toBe(locale);
      expect(staticMaps).toContain(chosen.href);

      const popupOpened = page.waitForEvent('popup');
      await hotel.fullMapLink.click();
      const popup = await popupOpened;
      await expect(popup).toHaveURL(new RegExp(`${hotel.path(`/full-map/${withReviews.id}`)}$`));
      await expect(popup.getByRole('heading', { level: 1 })).toHaveText(hotel.text('hotel.fullMap.title', { name: withReviews.name[locale] }), untilArrived);
      await expect(popup.getByRole('button', { name: withReviews.name[locale] })).toBeVisible();
      const closed = popup.waitForEvent('close');
      // The window closes inside the click: Playwright may still be finishing the click when its page goes, and
      // says so. The window closing is what is checked.
      await popup
        .getByRole('button', { name: hotel.text('hotel.fullMap.close') })
        .click()
        .catch((error: unknown) => {
          if (!popup.isClosed()) throw error;
        });
      await closed;
      expect(consoleErrors).toEqual([]);
    });
  });
}

for (const { locale, screen } of [
  { locale: 'ja', screen: phoneScreen },
  { locale: 'en', screen: desktopScreen },
] as const) {
  test.describe(`without a maps key, the site's own map in ${locale} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

    test('find us shows the hotel on a map that zooms and moves, when asked; the full map too', async ({ page, hotelPage: hotel, consoleErrors }) => {
      const name = withReviews.name[locale];
      await hotel.open(withReviews.id, name);
      const mapSection = hotel.main.getByRole('region', { name: hotel.text('hotel.detail.map.title') });
      await hotel.tab('map').click();
      const map = new BuiltInMap(mapSection, locale);
      // The map's code comes when the visitor asks for the map, not with the page.
      await expect(map.surface).toHaveCount(0);
      await mapSection.getByRole('button', { name: hotel.text('hotel.detail.map.interactive') }).click();
      await map.drawn();
      await expect(mapSection.getByText(hotel.text('hotel.detail.map.unavailable'))).toHaveCount(0);
      await expect(map.pin(name)).toBeVisible();
      const zoom = await map.zoom();
      await map.zoomButton('out').click();
      await expect.poll(() => map.zoom()).toBe(zoom - 1);
      await map.surface.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('+');
      await expect.poll(() => map.zoom()).toBe(zoom);

      await page.goto(hotel.path(`/full-map/${withReviews.id}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.text('hotel.fullMap.title', { name }), untilArrived);
      const full = new BuiltInMap(page.getByRole('main'), locale);
      await full.drawn();
      await expect(full.pin(name)).toBeInViewport();
      const fullZoom = await full.zoom();
      await full.zoomButton('in').click();
      await expect.poll(() => full.zoom()).toBe(fullZoom + 1);
      await expect(page.getByText(hotel.text('hotel.detail.map.unavailable'))).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}
