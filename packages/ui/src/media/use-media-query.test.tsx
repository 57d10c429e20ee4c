import { act, render, screen } from '@testing-library/react';
import { breakpoints } from './breakpoints';
import { useIsPhone } from './use-media-query';

/** A matchMedia whose width the test sets, telling listeners when a query's answer changes. */
function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  const matches = (query: string) => (query === breakpoints.phone ? width < 768 : false);
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(to: number) {
      width = to;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Layout() {
  return <p>{useIsPhone() ? 'phone layout' : 'wide layout'}</p>;
}

describe('useIsPhone', () => {
  it('follows the viewport across the 768 px breakpoint (SPEC 9)', () => {
    const viewport = fakeViewport(1280);
    render(<Layout />);
    expect(screen.getByText('wide layout')).toBeInTheDocument();
    viewport.resize(390);
    expect(screen.getByText('phone layout')).toBeInTheDocument();
    viewport.resize(768);
    expect(screen.getByText('wide layout')).toBeInTheDocument();
  });
});
