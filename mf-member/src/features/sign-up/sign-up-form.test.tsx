import { ApiError } from '@hotel/api';
import { screen } from '@testing-library/react';
import { enter, field, fillInJapanese, openSignUp, sendForm, submitForm } from './testing/sign-up-panel-page';

const generateToken = jest.fn();
const generateOtp = jest.fn();
const lookup = jest.fn();
const api = { loyalty: { generateToken, generateOtp }, postcode: { lookup } };

const ok = { status: { success: true, code: 200, message: 'SUCCESS' } };
const tokyo = { postcode: '1000001', pref: '東京都', city: '千代田区', town: '千代田' };

beforeEach(() => {
  jest.resetAllMocks();
  generateToken.mockResolvedValue({ ...ok, user: { sessionId: 'session-1', userRegisteredForPassword: false, email: 'hanako@example.jp' } });
  generateOtp.mockResolvedValue(ok);
  lookup.mockResolvedValue([]);
});

describe('Sign-up side panel: the form (issue 12, SPEC 2.8 and 5)', () => {
  it('opens as a modal dialog headed "新規会員登録" with the focus in the e-mail field', async () => {
    await openSignUp({ api });
    const dialog = screen.getByRole('dialog', { name: '新規会員登録' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(field(/メールアドレス/)).toHaveFocus();
  });

  it('in Japanese asks for the reading in katakana: hiragana is refused', async () => {
    const app = await openSignUp({ api });
    await enter(app, /セイ/, 'やまだ');
    expect(field(/セイ/)).toHaveAccessibleDescription('カタカナで入力してください');
    await enter(app, /セイ/, 'ヤマダ');
    expect(field(/セイ/)).not.toBeInvalid();
  });

  it('in English has no kana fields and takes English letters only', async () => {
    const app = await openSignUp({ api, locale: 'en' });
    expect(screen.queryByLabelText(/katakana/)).toBeNull();
    await enter(app, /Last name/, '山田');
    expect(field(/Last name/)).toHaveAccessibleDescription('Please input in English.');
  });

  it('refuses a date of birth after today', async () => {
    const app = await openSignUp({ api });
    await enter(app, /生年月日/, '2999-01-01');
    expect(field(/生年月日/)).toHaveAccessibleDescription('今日より後の日付は入力できません');
  });

  it('fills the prefecture, city and district from a Japanese postal code, hyphen stripped', async () => {
    lookup.mockResolvedValue([tokyo]);
    const app = await openSignUp({ api });
    await enter(app, /郵便番号/, '100-0001');
    expect(lookup).toHaveBeenCalledWith('1000001');
    expect(field('都道府県')).toHaveValue('東京都');
    expect(field('市区町村')).toHaveValue('千代田区');
    expect(field('町域')).toHaveValue('千代田');
    expect(screen.getByText('郵便番号から住所を入力しました')).toBeVisible();
  });

  it('says "not supported" for a postal code the lookup does not know, and fills nothing', async () => {
    const app = await openSignUp({ api });
    await enter(app, /郵便番号/, '0000000');
    expect(await screen.findByText('入力された郵便番号には対応していません')).toBeVisible();
    expect(field('都道府県')).toHaveValue('');
  });

  it('asks for a postal code only in Japan', async () => {
    const app = await openSignUp({ api });
    await app.user.selectOptions(screen.getByRole('combobox', { name: /国・地域/ }), 'KR');
    expect(screen.queryByLabelText(/郵便番号/)).toBeNull();
    expect(field(/^住所/)).toBeRequired();
  });

  it('takes the phone prefix from the country chosen, and judges a Japanese number by the Japanese rule', async () => {
    const app = await openSignUp({ api });
    const prefix = screen.getByRole('combobox', { name: '国番号' });
    expect(prefix).toHaveValue('81');
    await enter(app, /電話番号/, '12345');
    expect(field(/電話番号/)).toBeInvalid();
    await app.user.selectOptions(screen.getByRole('combobox', { name: /国・地域/ }), 'VN');
    expect(prefix).toHaveValue('84');
    expect(field(/電話番号/)).not.toBeInvalid();
  });

  it('sends nothing until the policy box is ticked, and shows it in the error style', async () => {
    const app = await openSignUp({ api });
    await fillInJapanese(app);
    await app.user.click(screen.getByRole('checkbox', { name: /同意します/ }));
    await submitForm(app);
    expect(screen.getByRole('checkbox', { name: /同意します/ })).toBeInvalid();
    expect(screen.getByText('続けるには利用規約に同意してください')).toBeVisible();
    expect(generateToken).not.toHaveBeenCalled();
  });

  it('generates the token and sends the OTP, then shows the OTP step', async () => {
    const app = await openSignUp({ api });
    await fillInJapanese(app);
    await submitForm(app);
    expect(generateToken).toHaveBeenCalledWith({ identifierType: 'EMAIL', identifierValue: 'hanako@example.jp', password: 'sakura2026', confirmPassword: 'sakura2026' });
    expect(generateOtp).toHaveBeenCalledWith({ identifierType: 'EMAIL', identifierValue: 'hanako@example.jp', sessionId: 'session-1' });
    expect(screen.getByRole('dialog', { name: '認証コードの入力' })).toBeVisible();
    expect(field(/^認証コード\*?$/)).toHaveFocus();
  });

  it('shows the server’s status message when the token is refused, and stays on the form', async () => {
    const body = { status: { success: false, code: 1529, message: 'The password must have at least 8 characters' }, errors: [{ code: 1529, message: 'weak' }] };
    generateToken.mockRejectedValue(new ApiError({ service: 'loyalty', status: 400, code: 1529, messages: ['weak'], body }));
    const app = await openSignUp({ api });
    await sendForm(app);
    expect(screen.getByRole('alert')).toHaveTextContent('The password must have at least 8 characters');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('新規会員登録');
  });

  it('tells a member whose address it is to log in instead, and sends no OTP', async () => {
    generateToken.mockResolvedValue({ ...ok, auth: { token: 't', refreshToken: 'r', expiresIn: 3600 }, user: { sessionId: 's', userRegisteredForPassword: true, email: 'x' } });
    const app = await openSignUp({ api });
    await sendForm(app);
    expect(screen.getByRole('alert')).toHaveTextContent('このメールアドレスはすでに会員登録されています。');
    expect(generateOtp).not.toHaveBeenCalled();
  });

  it('offline: says so and sends nothing', async () => {
    const app = await openSignUp({ api, online: false });
    await fillInJapanese(app);
    await submitForm(app);
    expect(screen.getByRole('alert')).toHaveTextContent('オフラインです。');
    expect(generateToken).not.toHaveBeenCalled();
  });
});
