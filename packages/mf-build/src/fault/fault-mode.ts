/** The environment variable that asks a remote's build to break its exposed modules on purpose. */
export const faultVariable = 'HOTEL_BUILD_FAULT';

/**
 * A deliberately broken build, for the release journeys: `render` makes every exposed module throw as it
 * renders (what the release's browser check must refuse); `after-<n>s` renders normally and throws n seconds
 * after it mounted (a fault only visitors meet, for watching a release after it went live).
 */
export interface FaultMode {
  /** The value as given, e.g. `after-2s`; named in the error the page throws. */
  name: string;
  /** 0: at the first render. */
  delayMs: number;
}

export function faultModeFrom(value: string | undefined): FaultMode | null {
  if (!value) return null;
  if (value === 'render') return { name: value, delayMs: 0 };
  const after = /^after-(\d+)s$/.exec(value);
  if (after) return { name: value, delayMs: Number(after[1]) * 1000 };
  throw new Error(`${faultVariable}="${value}" is not a fault this build knows: use render or after-<seconds>s (e.g. after-2s)`);
}
