import { renderWithApp } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import messages from '../../../lang/hotel-detail/en.json';
import { $reviews, $reviewsFailed } from '../model';
import { Reviews } from './reviews';

describe('the reviews section when the reviews did not come', () => {
  it('says so and offers Try again, which keeps the focus in the section as the reviews load', async () => {
    const { user } = await renderWithApp(<Reviews />, { locale: 'en', messages, values: [[$reviews, null], [$reviewsFailed, true]] });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("The reviews couldn't be loaded. Check your connection and try again.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Reviews' }));
  });

  it('shows no message while they load', async () => {
    await renderWithApp(<Reviews />, { locale: 'en', messages, values: [[$reviews, null], [$reviewsFailed, false]] });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
