import { renderWithApp } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { CheckboxField } from './checkbox-field';
import { focusFirstError } from './focus-first-error';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

interface Values {
  name: string;
  email: string;
  note: string;
  agreed: boolean;
}

const decorators = [focusFirstError<Values>];
const needed = (value: string | undefined) => (value ? null : 'required');

function Story({ onSubmit = () => undefined }: { onSubmit?: (values: Values) => void }) {
  return (
    <Form<Values> onSubmit={onSubmit} decorators={decorators}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="name" label="Name" required validate={needed} />
          <TextField name="email" label="Email" required validate={(value) => (value?.includes('@') ? null : 'email')} />
          <TextAreaField name="note" label="Note" maxLength={20} />
          <CheckboxField name="agreed" label="I agree" required validate={(value) => (value ? undefined : 'policy')} />
          <button type="submit">Send</button>
        </form>
      )}
    </Form>
  );
}

describe('form fields (SPEC 5 messages, errors after a visit or a submit)', () => {
  it('say nothing before the visitor has been in a field or submitted', async () => {
    await renderWithApp(<Story />, { locale: 'en', messages: {} });
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('aria-invalid');
  });

  it('on a failed submit show each problem in the page language, linked to its field, and focus the first', async () => {
    const onSubmit = jest.fn();
    const { user } = await renderWithApp(<Story onSubmit={onSubmit} />, { locale: 'en', messages: {} });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Taro');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a validated email');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Please agree to the terms to continue');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leave the focus where the visitor types, even while other fields are invalid', async () => {
    const { user } = await renderWithApp(<Story />, { locale: 'ja', messages: {} });
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.type(name, 'ab');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('ab');
  });

  it('count what is typed in a textarea against its maximum', async () => {
    const { user } = await renderWithApp(<Story />, { locale: 'en', messages: {} });
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'hello');
    expect(screen.getByText('5 / 20')).toBeInTheDocument();
  });

  it('speak Japanese on a Japanese page', async () => {
    const { user } = await renderWithApp(<Story />, { locale: 'ja', messages: {} });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('必須項目です');
  });
});
