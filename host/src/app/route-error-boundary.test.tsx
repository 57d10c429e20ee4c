import { renderWithApp } from '@hotel/test-utils';
import { act, screen } from '@testing-library/react';
import { useLocation } from '@hotel/ui/router';
import { hostCatalogue } from '../lang/catalogue';
import { RouteErrorBoundary } from './route-error-boundary';

function RoomsPage() {
  const { pathname } = useLocation();
  if (pathname === '/en/hotel/1') throw new Error('The rooms would not draw');
  return <p>Rooms of {pathname}</p>;
}

function Pages() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <RoomsPage />
    </RouteErrorBoundary>
  );
}

describe('a page that throws (SPEC 8)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the route error page with what went wrong and the way home, until the visitor moves on', async () => {
    const view = await renderWithApp(<Pages />, { locale: 'en', catalogue: hostCatalogue, route: '/en/hotel/1' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong (500)' })).toBeVisible();
    expect(screen.getByText('The rooms would not draw')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(console.error).toHaveBeenCalledWith('[host] a page failed', expect.any(Error));

    await act(() => view.router.navigate('/en/hotel/2'));
    expect(await screen.findByText('Rooms of /en/hotel/2')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Something went wrong/ })).toBeNull();
  });
});
