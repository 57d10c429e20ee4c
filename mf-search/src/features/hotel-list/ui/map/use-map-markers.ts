import type { MapHandle, MapMarker } from '@hotel/ui/maps';
import { useEffect, useEffectEvent, useMemo } from 'react';
import type { ListHotel } from '../../lib/list-hotel';

/**
 * The result's hotels as markers, priced ones labelled with their price. The markers change (and the map
 * refits to them, SPEC 2.4) when the set of hotels or their prices change, not when only their order does.
 */
export function useMapMarkers(map: MapHandle | null, hotels: readonly ListHotel[], priceLabel: (yen: number) => string): void {
  const markers = useMemo(
    () =>
      [...hotels]
        .sort((a, b) => a.hotelID - b.hotelID)
        .map(
          (hotel): MapMarker => ({
            id: String(hotel.hotelID),
            title: hotel.name,
            position: { lat: hotel.latitude, lng: hotel.longitude },
            ...(hotel.price === null ? {} : { label: priceLabel(hotel.price) }),
          }),
        ),
    [hotels, priceLabel],
  );
  const signature = markers.map((m) => `${m.id}:${m.label ?? ''}`).join('|');
  const showMarkers = useEffectEvent((shownOn: MapHandle) => {
    shownOn.setMarkers(markers);
    shownOn.fitToMarkers();
  });
  // The signature names everything the markers show; a new array with the same markers is no change.
  useEffect(() => {
    if (map) showMarkers(map);
  }, [map, signature]);
}
