import type { MapHandle } from '@hotel/ui/maps';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { ListHotel } from '../../lib/list-hotel';

/** SPEC 9: a marker click zooms to 15. */
export const markerClickZoom = 15;

/**
 * A marker click zooms to the hotel and opens the info window on it; the window's content is a React portal
 * into `element`. Returns the hotel shown (null when the window is closed).
 */
export function useInfoWindow(map: MapHandle | null, hotels: readonly ListHotel[]) {
  const element = useMemo(() => document.createElement('div'), []);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = useMemo(() => hotels.find((hotel) => hotel.hotelID === selectedId) ?? null, [hotels, selectedId]);

  useEffect(() => map?.onMarkerClick((id) => setSelectedId(Number(id))), [map]);
  useEffect(() => map?.onInfoWindowClose(() => setSelectedId(null)), [map]);
  const selectedInResult = hotels.some((h) => h.hotelID === selectedId);
  const showSelected = useEffectEvent((shownOn: MapHandle, id: number) => {
    const hotel = hotels.find((h) => h.hotelID === id);
    if (!hotel) {
      shownOn.closeInfoWindow();
      return;
    }
    shownOn.zoomTo({ lat: hotel.latitude, lng: hotel.longitude }, markerClickZoom);
    shownOn.openInfoWindow(String(hotel.hotelID), element, hotel.name);
  });
  // Only a new click (or the hotel leaving the result) moves the map; new prices do not.
  useEffect(() => {
    if (map && selectedId !== null) showSelected(map, selectedId);
  }, [map, selectedId, selectedInResult]);

  return { selected, element };
}
