import type { Locale, RuntimeEnv } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $env } from '@hotel/bus';
import { renderWithApp, settle } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import { mito } from '../entities/hotel/testing/fixtures';
import FullMapPage from './full-map-page';

const hotelDetail = jest.fn();

async function openFullMap(locale: Locale = 'en') {
  const prefix = locale === 'en' ? '/en' : '/zh';
  const view = await renderWithApp(<FullMapPage params={{ hotelId: '13' }} />, {
    api: { content: { hotelDetail } },
    locale,
    values: [[$env, { mapsApiKey: null, baiduMapsKey: null } as unknown as RuntimeEnv]],
    route: `${prefix}/full-map/13`,
    path: `${prefix}/full-map/:hotelId`,
    routes: [{ path: `${prefix}/hotel/:hotelId`, element: <p>hotel page</p> }],
  });
  await settle(view.scope);
  return view;
}

beforeEach(() => {
  hotelDetail.mockReset().mockResolvedValue(mito());
  document.title = 'Hotel';
});

describe('full-screen map (SPEC 2.1 /full-map/{hotelId})', () => {
  it('names the hotel and its address over the map, and titles the window', async () => {
    await openFullMap();
    expect(hotelDetail).toHaveBeenCalledWith({ HotelID: 13, TargetLanguage: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Map of Hotel Sakura Mito');
    expect(screen.getByText('1-2-4, Miyamachi, Mito City, Ibaraki 310-0015, Japan')).toBeVisible();
    expect(document.title).toBe('Map of Hotel Sakura Mito | Hotel Sakura');
  });

  it('without a maps key draws the site’s own map with the hotel’s pin, and links to the location by its coordinates', async () => {
    // jsdom lays nothing out: the map's box gets a size, so the pin has somewhere to be.
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    await openFullMap();
    const map = await screen.findByRole('application', { name: 'Map (arrow keys move it, + and − zoom)' });
    expect(await within(map).findByRole('button', { name: 'Hotel Sakura Mito' })).toBeInTheDocument();
    expect(screen.queryByText("The map can't be shown here right now.")).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the location in a maps app' }).getAttribute('href')).toContain('query=36.371%2C140.476');
    jest.restoreAllMocks();
  });

  it('uses the Chinese-region service in zh-CN', async () => {
    hotelDetail.mockResolvedValue(mito({ name: '樱花酒店 水户' }));
    await openFullMap('zh-CN');
    expect(screen.getByRole('link', { name: '在地图应用中打开位置' }).getAttribute('href')).toMatch(/^https:\/\/api\.map\.baidu\.com\/marker\?/);
  });

  it('says plainly when the hotel does not exist, with a way home', async () => {
    hotelDetail.mockRejectedValue(new ApiError({ service: 'content', status: 404, code: null, messages: ['Not found'] }));
    await openFullMap();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We can't find this hotel");
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('closes the window, or goes to the hotel page when the browser keeps it open', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { user, router } = await openFullMap();
    await user.click(screen.getByRole('button', { name: 'Close the map' }));
    expect(close).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/en/hotel/13');
    expect(screen.getByText('hotel page')).toBeVisible();
    close.mockRestore();
  });
});
