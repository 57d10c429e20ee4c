import { routeDefinitions } from '@hotel/domain';
import { renderWithApp } from '@hotel/test-utils';
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

  it.each(remoteRoutes.map((route) => [route.id, route.paths[0] as string] as const))('names the module the %s route shows', async (routeId, pattern) => {
    shownSlots.length = 0;
    await renderWithApp(<RoutePage routeId={routeId} pattern={pattern} />);
    expect(shownSlots).toEqual([pageModuleOf(routeId)]);
  });
});
