import type { LoyaltyCustomerPayload } from '@hotel/contracts';
import { $env, $toasts, $user } from '@hotel/bus';
import { type AppRenderResult, renderWithApp, settle } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import ProfileArea from '../../exposed/profile-area';
import { env, hanako, memberApi } from '../../entities/member/testing/member-fixtures';

let app: AppRenderResult;
let api: ReturnType<typeof memberApi>;

/** Hanako opens My profile in Japanese. */
async function openMyProfile() {
  api = memberApi();
  app = await renderWithApp(<ProfileArea params={{}} section="my-profile" />, {
    api,
    values: [[$env, env], [$user, hanako]],
    route: '/profile/my-profile',
  });
  await settle(app.scope);
}

/** …and presses its Edit button. */
async function editMyProfile() {
  await openMyProfile();
  await app.user.click(screen.getByRole('button', { name: 'プロフィールの編集' }));
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

async function replace(label: string, text: string) {
  await app.user.clear(field(label));
  await app.user.paste(text);
}

async function save() {
  await app.user.click(screen.getByRole('button', { name: '保存する' }));
  await settle(app.scope);
}

const sentPayload = () => (api.loyalty.updateCustomer.mock.calls[0] as unknown as [string, number, LoyaltyCustomerPayload])[2];

describe('My profile (SPEC 2.8, SPEC 4 Profile, SPEC 8 profile save)', () => {
  it('shows the profile read-only, with e-mail and joining date, then opens the form with the saved values', async () => {
    await openMyProfile();
    expect(screen.getByText('メールアドレス').nextElementSibling).toHaveTextContent(hanako.email);
    expect(screen.getByText('入会日').nextElementSibling).toHaveTextContent('2024年4月1日');
    expect(screen.getByText('携帯電話番号').nextElementSibling).toHaveTextContent('+81 9012345678');
    await app.user.click(screen.getByRole('button', { name: 'プロフィールの編集' }));
    expect(field('姓')).toHaveValue('佐藤');
    expect(field('名（ふりがな）')).toHaveValue('はなこ');
    expect(field('携帯電話番号')).toHaveValue('09012345678');
    expect(screen.queryByLabelText('メールアドレス')).toBeNull();
  });

  it('saves the SPEC 3 loyalty customer once: kana in the names, kanji in their fields, the phone prefixed once', async () => {
    await editMyProfile();
    await replace('名', '華子');
    await replace('名（ふりがな）', 'はなこ');
    await replace('携帯電話番号', '080-2222-3333');
    await save();

    expect(api.loyalty.updateCustomer).toHaveBeenCalledTimes(1);
    expect(api.loyalty.updateCustomer).toHaveBeenCalledWith(hanako.email, 501, expect.any(Object));
    const [profile] = sentPayload().profiles;
    expect(profile).toMatchObject({ firstName: 'はなこ', lastName: 'さとう' });
    expect(profile?.fields).toMatchObject({ kanjifirstname: '華子', kanjilastname: '佐藤', landline: '81312345678' });
    expect(profile?.identifiers).toEqual([
      { type: 'email', value: hanako.email },
      { type: 'mobile', value: '818022223333' },
    ]);
    expect(sentPayload().extendedFields).toMatchObject({ mobile: '818022223333', zip: '1000005', acquisition_channel: 'Microsite' });
  });

  it('says so in a toast and goes back to read-only with the saved values', async () => {
    await editMyProfile();
    await replace('名', '華子');
    await save();
    expect(app.scope.getState($toasts)).toEqual([expect.objectContaining({ kind: 'success', message: 'プロフィールを更新しました' })]);
    expect(screen.queryByRole('button', { name: '保存する' })).toBeNull();
    expect(screen.getByText('名').nextElementSibling).toHaveTextContent('華子');
  });

  it('shows the first error message in a popup and keeps what was typed', async () => {
    await editMyProfile();
    api.loyalty.updateCustomer.mockResolvedValue({ errors: [{ code: 8015, message: 'Mobile number already registered' }] } as never);
    await replace('名', '華子');
    await save();
    const popup = screen.getByRole('alertdialog', { name: 'エラー' });
    expect(popup).toHaveTextContent('Mobile number already registered');
    await app.user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(field('名')).toHaveValue('華子');
    expect(app.scope.getState($toasts)).toEqual([]);
  });

  it('checks the names before sending anything (SPEC 5: hiragana readings in Japanese)', async () => {
    await editMyProfile();
    await replace('名（ふりがな）', 'ハナコ');
    await save();
    expect(api.loyalty.updateCustomer).not.toHaveBeenCalled();
    expect(field('名（ふりがな）')).toBeInvalid();
  });

  it('Cancel drops the changes: the view and the next edit show the saved values', async () => {
    await editMyProfile();
    await replace('名', '華子');
    await app.user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.getByText('名').nextElementSibling).toHaveTextContent('花子');
    await app.user.click(screen.getByRole('button', { name: 'プロフィールの編集' }));
    expect(field('名')).toHaveValue('花子');
    expect(api.loyalty.updateCustomer).not.toHaveBeenCalled();
  });
});
