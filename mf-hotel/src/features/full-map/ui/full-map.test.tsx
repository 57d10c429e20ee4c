import type { RuntimeEnv } from '@hotel/contracts';
import { $env, $locale } from '@hotel/bus';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from '@hotel/ui/router';
import FullMapPage from '../../../exposed/full-map-page';
import { mito } from '../../hotel-detail/testing/fixtures';

const mockHotelDetail = jest.fn();
jest.mock('@hotel/api', () => ({ ...jest.requireActual('@hotel/api'), currentApi: () => ({ content: { hotelDetail: mockHotelDetail } }) }));

async function openFullMap(locale: 'en' | 'zh-CN' = 'en') {
  const prefix = locale === 'en' ? '/en' : '/zh';
  window.history.replaceState(null, '', `${prefix}/full-map/13`);
  const scope = fork({ values: [[$locale, locale], [$env, { mapsApiKey: null, baiduMapsKey: null } as unknown as RuntimeEnv]] });
  const router = createBrowserRouter([
    { path: `${prefix}/full-map/:hotelId`, element: <FullMapPage params={{ hotelId: '13' }} /> },
    { path: `${prefix}/hotel/:hotelId`, element: <p>hotel page</p> },
  ]);
  await act(async () => {
    render(
      <Provider value={scope}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
}

beforeEach(() => {
  mockHotelDetail.mockResolvedValue(mito());
  document.title = 'Hotel';
});

describe('full-screen map (SPEC 2.1 /full-map/{hotelId})', () => {
  it('names the hotel and its address over the map, and titles the window', async () => {
    await openFullMap();
    expect(screen.getByRole('heading', { level: 1, name: 'Map of Hotel Sakura Mito' })).toBeTruthy();
    expect(screen.getByText('1-2-4, Miyamachi, Mito City, Ibaraki 310-0015, Japan')).toBeTruthy();
    expect(document.title).toBe('Map of Hotel Sakura Mito | Hotel Sakura');
  });

  it('without a maps key says so plainly and links to the location by its coordinates', async () => {
    await openFullMap();
    expect(screen.getByText("The map can't be shown here right now.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the location in a maps app' }).getAttribute('href')).toContain('query=36.371%2C140.476');
  });

  it('uses the Chinese-region service in zh-CN', async () => {
    mockHotelDetail.mockResolvedValue(mito({ name: '樱花酒店 水户' }));
    await openFullMap('zh-CN');
    expect(screen.getByRole('link', { name: '在地图应用中打开位置' }).getAttribute('href')).toMatch(/^https:\/\/api\.map\.baidu\.com\/marker\?/);
  });

  it('closes the window, or goes to the hotel page when the browser keeps it open', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    await openFullMap();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close the map' })));
    expect(close).toHaveBeenCalled();
    expect(screen.getByText('hotel page')).toBeTruthy();
  });
});
