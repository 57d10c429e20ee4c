import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';
import { message } from '../../support/catalogues';
import { e2ePorts } from '../../support/environment';

const switches = [
  { label: 'English', prefix: '/en', lang: 'en', title: 'Always the best rate when you book direct' },
  { label: '한국어', prefix: '/ko', lang: 'ko', title: '공식 사이트라면 언제나 최저가' },
  { label: '简体中文', prefix: '/zh', lang: 'zh-CN', title: '官网预订，始终享受最优价格' },
  { label: '繁體中文', prefix: '/tw', lang: 'zh-TW', title: '官網預訂，始終享有最優價格' },
  { label: '日本語', prefix: '', lang: 'ja', title: message('host', 'ja', 'home.title') },
] as const;

test('the language menu walks home through all five languages, prefix, <html lang> and cookie following', async ({ page, context, consoleErrors }) => {
  await page.goto('/?utm_source=mail');
  for (const target of switches) {
    await page.getByRole('combobox', { name: /言語|Language|언어|语言|語言/ }).first().selectOption({ label: target.label });
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${target.prefix || '/'}\\?utm_source=mail$`));
    await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe(target.lang);
  }
  expect(consoleErrors).toEqual([]);
});

test('an unprefixed address opens in the language of the cookie, then of the browser', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'ko', url: page.url() === 'about:blank' ? `http://127.0.0.1:${e2ePorts.host}` : page.url() }]);
  await page.goto('/hotels');
  await expect(page).toHaveURL(/\/ko\/hotels$/, untilArrived);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-GB' });
  test('with no cookie sees English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/, untilArrived);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Always the best rate when you book direct', untilArrived);
  });
});
