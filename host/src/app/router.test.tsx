import type { ReactElement } from 'react';
import { matchRoutes } from '@hotel/ui/router';
import { routesFor } from './router';

/** The route page a path is matched to: its SPEC 2.1 route, pattern and the params it is given. */
function matched(path: string) {
  const match = matchRoutes(routesFor(path), path)?.at(-1);
  const element = match?.route.element as ReactElement<{ routeId?: string; pattern?: string }> | undefined;
  return { routeId: element?.props.routeId ?? 'not found', pattern: element?.props.pattern, params: match?.params };
}

describe('the routes of SPEC 2.1, each once with an optional language prefix', () => {
  it('matches a page with and without a prefix, the prefix a param of its own', () => {
    expect(matched('/hotels')).toMatchObject({ routeId: 'hotelList', pattern: '/hotels', params: {} });
    expect(matched('/en/hotel/3')).toMatchObject({ routeId: 'hotelDetail', params: { lang: 'en', hotelId: '3' } });
    expect(matched('/tw')).toMatchObject({ routeId: 'home', params: { lang: 'tw' } });
    expect(matched('/')).toMatchObject({ routeId: 'home', params: {} });
  });

  it('prefers a path of the site to reading its first segment as a prefix', () => {
    expect(matched('/summary')).toMatchObject({ routeId: 'summary', params: {} });
    expect(matched('/profile/confirm-booking/HS1')).toMatchObject({ routeId: 'confirmation', pattern: '/profile/confirm-booking/:reservationId' });
    expect(matched('/ko/profile/confirm-booking/HS1')).toMatchObject({ routeId: 'confirmation', params: { lang: 'ko', reservationId: 'HS1' } });
  });

  it('leaves anything else to the not-found route: a wrong prefix, a doubled one, an address that cannot be decoded', () => {
    expect(matched('/en/en/hotels').routeId).toBe('not found');
    expect(matched('/xx/summary').routeId).toBe('not found');
    expect(matched('/hotel/%E0').routeId).toBe('not found');
  });

  it('hands the router only the routes of the page the address names', () => {
    const pages = routesFor('/en/hotels-tokyo')[0]?.children ?? [];
    expect(pages.map((route) => route.path)).toEqual(['/hotels-tokyo', '/:lang/hotels-tokyo', '*']);
  });
});
