import { routeDefinitions } from '@hotel/domain';
import { render } from '@testing-library/react';
// Tests may use react-router itself: the facade carries only what the apps need.
import { MemoryRouter } from 'react-router';
import { pageModuleOf } from '../features/page-prefetch/page-modules';

const shownSlots: string[] = [];
jest.mock('@hotel/ui', () => ({
  ...jest.requireActual('@hotel/ui'),
  RemoteSlot: ({ id }: { id: string }) => {
    shownSlots.push(id);
    return null;
  },
}));
// Loaded after the mock, so the route page renders the recording slot.
const { RoutePage } = jest.requireActual<typeof import('./route-page')>('./route-page');

describe('the module of each route', () => {
  const remoteRoutes = routeDefinitions.filter((route) => pageModuleOf(route.id) !== undefined);

  it.each(remoteRoutes.map((route) => [route.id, route.paths[0] as string] as const))('names the module the %s route shows', (routeId, pattern) => {
    shownSlots.length = 0;
    render(
      <MemoryRouter>
        <RoutePage routeId={routeId} pattern={pattern} />
      </MemoryRouter>,
    );
    expect(shownSlots).toEqual([pageModuleOf(routeId)]);
  });
});
