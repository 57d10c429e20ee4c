import jsQR from 'jsqr';
import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { demoMembers } from '../../support/member-area-page';
import { untilArrived } from '../../support/site-page';

/**
 * What a phone camera at the front desk reads from the card's QR code: the element's screenshot, turned into
 * pixels by the browser's own PNG decoder (an offscreen canvas), then decoded by jsQR.
 */
async function scanQr(qr: Locator): Promise<string | undefined> {
  const png = (await qr.screenshot()).toString('base64');
  // From the bytes rather than a data: URL, which the site's Content-Security-Policy does not let fetch or load.
  const image = await qr.page().evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { data: Array.from(data), width, height };
  }, png);
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data;
}

/** SPEC 2.8 My card: full name, valid points, the fixed tier SILVER, the membership id and its QR code. */
const cards = [
  { locale: 'en-US', viewport: { width: 1280, height: 800 }, email: demoMembers.emily, name: 'Emily Clark' },
  { locale: 'ja-JP', viewport: { width: 390, height: 844 }, email: demoMembers.hanako, name: '佐藤 花子' },
] as const;

for (const card of cards) {
  test.describe(`${card.locale} at ${card.viewport.width} px`, () => {
    test.use({ locale: card.locale, viewport: card.viewport });

    test('a member opens my card and its QR code reads as the membership id shown', async ({ page, memberArea: area }) => {
      // The drawer's log-in, as the card needs the loyalty token it asks for (MemberSession holds only the engine's).
      await area.openLogin();
      await area.logIn(card.email, demoMembers.password);
      await area.openSection('my-card');

      const shown = page.getByRole('article', { name: card.name });
      await expect(shown).toBeVisible(untilArrived);
      const fact = (id: string) => shown.getByRole('term').getByText(area.text(id), { exact: true }).locator('xpath=following-sibling::dd[1]');
      await expect(fact('member.card.tier')).toHaveText('SILVER');
      // The demo members earn and spend points in other journeys running beside this one: a figure, not an exact one.
      await expect(fact('member.card.points')).toHaveText(/^\d[\d,]*$/);

      const membershipId = (await fact('member.card.membershipId').textContent())?.trim() ?? '';
      expect(membershipId, 'a membership id is shown').toMatch(/\S{4,}/);
      const qr = shown.getByRole('img', { name: area.text('member.card.qrLabel', { id: membershipId }) });
      await expect(qr).toBeVisible();
      expect(await scanQr(qr), 'the QR code decodes to the membership id').toBe(membershipId);
    });
  });
}
