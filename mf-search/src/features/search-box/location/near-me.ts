import type { GeoPoint } from '@hotel/domain/search';

/** SPEC 4, 9: near-me is offered only to visitors who seem to be in Japan or Vietnam (within 4.78 km). */
export const nearMeCountries: readonly string[] = ['JP', 'VN'];
export { nearMeRadiusKm } from '@hotel/domain/search';

export type NearMeState = 'unknown' | 'offered' | 'locating' | 'failed' | 'notOffered';

export function nearMeOffered(countryCode: string): boolean {
  return nearMeCountries.includes(countryCode.toUpperCase());
}

/** The browser's position; rejects when geolocation is missing, refused or too slow. */
export function currentPosition(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      reject(new Error('geolocation unavailable'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message)),
      { timeout: 10_000, maximumAge: 120_000 },
    );
  });
}
