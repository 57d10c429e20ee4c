import { renderWithApp } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { useMap } from './use-map';
import type { MapHandle, MapOptions, MapProvider, MapSetup } from './types';

const options: MapOptions = { center: { lat: 35.7, lng: 139.7 }, zoom: 10, minZoom: 2, maxZoom: 15 };

function fakeHandle(): MapHandle {
  const off = () => () => undefined;
  return {
    setMarkers: jest.fn(),
    fitToMarkers: jest.fn(),
    onMarkerClick: off,
    openInfoWindow: jest.fn(),
    closeInfoWindow: jest.fn(),
    onInfoWindowClose: off,
    onIdle: off,
    zoomTo: jest.fn(),
    destroy: jest.fn(),
  };
}

function Probe({ setup }: { setup: MapSetup }) {
  const { containerRef, status, retry } = useMap(setup, options);
  return (
    <>
      <div ref={containerRef} />
      <output aria-label="map">{status}</output>
      <button type="button" onClick={retry}>
        retry
      </button>
    </>
  );
}

const mapStatus = () => screen.getByRole('status', { name: 'map' });

describe('useMap: one map’s life in a component', () => {
  it('is loading, then ready, and destroys the map on unmount', async () => {
    const handle = fakeHandle();
    const provider: MapProvider = { service: 'google', createMap: jest.fn(() => Promise.resolve(handle)) };
    const view = await renderWithApp(<Probe setup={{ kind: 'ready', provider }} />);
    expect(mapStatus()).toHaveTextContent('ready');
    expect(provider.createMap).toHaveBeenCalledWith(expect.any(HTMLDivElement), options);
    expect(handle.destroy).not.toHaveBeenCalled();
    view.unmount();
    expect(handle.destroy).toHaveBeenCalled();
  });

  it('reports a failed load and tries again on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider: MapProvider = {
      service: 'google',
      createMap: jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(fakeHandle()),
    };
    const { user } = await renderWithApp(<Probe setup={{ kind: 'ready', provider }} />);
    expect(mapStatus()).toHaveTextContent('failed');
    await user.click(screen.getByRole('button', { name: 'retry' }));
    expect(mapStatus()).toHaveTextContent('ready');
    expect(provider.createMap).toHaveBeenCalledTimes(2);
  });
});
