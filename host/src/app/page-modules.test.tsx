import { routeDefinitions } from '@hotel/domain';
import { renderWithApp } from '@hotel/test-utils';
import { pageModuleOf } from '../features/page-prefetch/page-modules';
import { hostCatalogue } from '../lang/catalogue';

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

describe('a first segment that is no language prefix', () => {
  it('shows not found instead of the page', async () => {
    shownSlots.length = 0;
    const view = await renderWithApp(<RoutePage routeId="summary" pattern="/summary" />, { route: '/xx/summary', path: '/:lang?/summary', catalogue: hostCatalogue, locale: 'en' });
    expect(await view.findByText("We can't seem to find the page you're looking for.")).toBeInTheDocument();
    expect(shownSlots).toEqual([]);
  });
});
