import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

function LoginForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Email
        <input name="email" />
      </label>
      <Button type="submit">Log in</Button>
      <Button>Show password</Button>
    </form>
  );
}

describe('Button', () => {
  it('a submit button leaves the focus in the field while pressed, and takes it from the field once clicked', () => {
    const onSubmit = jest.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    email.focus();
    const button = screen.getByRole('button', { name: 'Log in' });
    // The press would have moved the focus (and an empty field's error would have pushed the button away).
    expect(fireEvent.mouseDown(button)).toBe(false);
    expect(email).toHaveFocus();
    fireEvent.click(button);
    expect(email).not.toHaveFocus();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a key sends the form from the button, and the focus stays on it', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<LoginForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab();
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });

  it('any other button takes the focus at the press, as usual', () => {
    render(<LoginForm onSubmit={() => undefined} />);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Show password' }))).toBe(true);
  });
});
