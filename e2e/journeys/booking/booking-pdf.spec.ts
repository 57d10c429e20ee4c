import { execFileSync } from 'node:child_process';
import { cards, siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

test('a visitor downloads the confirmation as a PDF that names the booking and the hotel', async ({ page, bookingFunnel: funnel }, testInfo) => {
  const stay = await funnel.chooseRoom();
  await funnel.toPayment(stay, uniqueEmail());
  await funnel.method('card').check();
  await funnel.fillCard(cards.approved);
  await funnel.bookButton.click();
  const id = await funnel.confirmationShown();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: funnel.text('booking.confirmation.downloadPdf') }).click();
  const file = testInfo.outputPath('confirmation.pdf');
  await (await download).saveAs(file);

  const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(id);
  expect(text.replace(/\s+/g, ' ')).toContain(stay.hotelName);
});
