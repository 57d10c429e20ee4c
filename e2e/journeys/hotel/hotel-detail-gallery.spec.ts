import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { phoneScreen, tokyoHotels } from '../../support/hotel-page';

const { withReviews } = tokyoHotels;

/** A real touch swipe (Playwright's touchscreen only taps): most of the way up the box, in small steps. */
async function swipeUp(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  const from = box.y + box.height * 0.85;
  const to = box.y + box.height * 0.15;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from + ((to - from) * step) / 10 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const locale of ['ja', 'en'] as const) {
  test.describe(`the photo gallery on a phone in ${locale}`, () => {
    test.use({ viewport: phoneScreen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US', hasTouch: true });

    test('a tap opens the photos full screen; next, a swipe, the fraction pager and close work', async ({ page, hotelPage: hotel, consoleErrors }) => {
      await hotel.open(withReviews.id, withReviews.name[locale]);
      const name = withReviews.name[locale];
      const photos = hotel.galleryPhotoButtons(name);
      const total = await photos.count();
      expect(total).toBeGreaterThan(2);
      await photos.first().click();

      const gallery = hotel.fullScreenGallery(name);
      await expect(gallery).toBeVisible();
      const close = gallery.getByRole('button', { name: hotel.text('hotel.detail.gallery.close') });
      await expect(close).toBeFocused();
      const pager = gallery.getByText(new RegExp(`^\\d+ / ${total}$`));
      await expect(pager).toHaveText(`1 / ${total}`);

      await gallery.getByRole('button', { name: hotel.text('hotel.detail.gallery.next') }).click();
      await expect(pager).toHaveText(`2 / ${total}`);

      // A finger swiping up shows the next photo (the gallery is vertical). A swipe while the 600 ms slide is
      // still moving is ignored, as on a phone: swipe again.
      await expect(async () => {
        await swipeUp(page, (await gallery.boundingBox())!);
        await expect(pager).toHaveText(`3 / ${total}`, { timeout: 1000 });
      }).toPass();

      // It loops: back from the first photo is the last one.
      const previous = gallery.getByRole('button', { name: hotel.text('hotel.detail.gallery.previous') });
      for (const shown of [2, 1, total]) {
        // A press while the 600 ms slide is still moving is ignored by the loop, as on a phone: press again.
        await expect(async () => {
          await previous.click();
          await expect(pager).toHaveText(`${shown} / ${total}`, { timeout: 1000 });
        }).toPass();
      }

      await close.click();
      await expect(gallery).toBeHidden();
      await expect(photos.first()).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('the photo gallery on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

  test('shows two photos side by side, moves with its labelled buttons and opens nothing full screen', async ({ hotelPage: hotel, consoleErrors }) => {
    await hotel.open(withReviews.id, withReviews.name.en);
    const gallery = hotel.gallery(withReviews.name.en);
    const photos = gallery.getByRole('img');
    await expect(photos.nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(photos.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(photos.nth(2)).not.toBeInViewport({ ratio: 0.5 });
    const previous = gallery.getByRole('button', { name: hotel.text('hotel.detail.gallery.previous') });
    await expect(previous).toBeDisabled();
    await gallery.getByRole('button', { name: hotel.text('hotel.detail.gallery.next') }).click();
    await expect(photos.nth(2)).toBeInViewport({ ratio: 0.9 });
    await expect(previous).toBeEnabled();
    await expect(hotel.galleryPhotoButtons(withReviews.name.en)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
