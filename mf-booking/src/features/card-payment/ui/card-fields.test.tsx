import { renderWithApp } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { RemoteIntl } from '../../../lang/catalogue';
import { type CardValues, toCardInput } from '../card-input';
import { CardFields } from './card-fields';
import { CardTokenError } from './card-token-error';

const today = '2026-03-15';

async function renderCardForm(onSubmit = jest.fn()) {
  const app = await renderWithApp(
    <RemoteIntl>
      <Form<{ card: CardValues }> onSubmit={onSubmit}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <CardFields prefix="card" today={today} />
            <button type="submit">Pay</button>
          </form>
        )}
      </Form>
    </RemoteIntl>,
    { locale: 'en' },
  );
  await screen.findByRole('group', { name: 'Card details' });
  return { ...app, onSubmit };
}

describe('card fields', () => {
  it('says what is wrong with a card number of nine digits, and sends nothing', async () => {
    const { user, onSubmit } = await renderCardForm();
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4111 11111');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription('Enter the card number: 10 to 16 digits');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps only digits and spaces as the number is typed', async () => {
    const { user } = await renderCardForm();
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await user.type(number, '4111-1111 abc');
    expect(number).toHaveValue('41111111 ');
  });

  it('gives the card input the token service expects from valid values', async () => {
    const { user, onSubmit } = await renderCardForm();
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4111 1111 1111 1111');
    await user.selectOptions(screen.getByRole('combobox', { name: /Expiry month/ }), '03');
    await user.selectOptions(screen.getByRole('combobox', { name: /Expiry year/ }), '2030');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'TARO YAMADA');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const { card } = onSubmit.mock.calls[0][0] as { card: CardValues };
    expect(toCardInput(card)).toEqual({ cardno: '4111111111111111', expire: '3003', securitycode: '123', holdername: 'TARO YAMADA' });
  });

  it('offers expiry years from this year to ten years ahead, and refuses a month already past', async () => {
    const { user } = await renderCardForm();
    const year = screen.getByRole('combobox', { name: /Expiry year/ });
    expect([...year.querySelectorAll('option')].map((option) => option.value).filter(Boolean)).toEqual(
      ['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035', '2036'],
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Expiry month/ }), '02');
    await user.selectOptions(year, '2026');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(year).toHaveAccessibleDescription('This card has expired');
  });

  it('names the autofill purpose of each field', async () => {
    await renderCardForm();
    const purposes = ['Card number', 'Expiry month', 'Expiry year', 'Security code', 'Name on card'].map((name) =>
      screen.getByRole(/Expiry/.test(name) ? 'combobox' : 'textbox', { name: new RegExp(name) }).getAttribute('autocomplete'),
    );
    expect(purposes).toEqual(['cc-number', 'cc-exp-month', 'cc-exp-year', 'cc-csc', 'cc-name']);
  });
});

describe('card token error', () => {
  it.each([
    ['102', 'The card number must be 10 to 16 digits long.'],
    ['553', 'Something went wrong with the card payment (error code 553). Please try again later.'],
  ])('shows code %p as %p', async (code, sentence) => {
    await renderWithApp(
      <RemoteIntl>
        <CardTokenError code={code} />
      </RemoteIntl>,
      { locale: 'en' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });
});
