/** SPEC 4, 9: near-me is offered only to visitors who seem to be in Japan or Vietnam, within 4.78 km. */
export const nearMeCountries: readonly string[] = ['JP', 'VN'];
export const nearMeRadiusKm = 4.78;

export type NearMeState = 'unknown' | 'offered' | 'locating' | 'failed' | 'notOffered';

export function nearMeOffered(countryCode: string): boolean {
  return nearMeCountries.includes(countryCode.toUpperCase());
}

/** The browser's position; rejects when geolocation is missing, refused or too slow. */
export function currentPosition(): Promise<{ latitude: number; longitude: number }> {
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
