/** Any host: only whether the target stays on it matters. */
const probeOrigin = 'https://gate.invalid';

/**
 * The path the gate may lead on to (SPEC 4 "Shared-password gate"), or null. Only a path of this site:
 * printable ASCII only, because browsers strip tabs and new lines and read `\` as `/` (so `/\evil.example`
 * and `/<TAB>/evil.example` become `//evil.example`), and anything else cannot go in a Location header.
 * The target is returned as given, never re-serialized: `new URL('/.//x').pathname` is `//x`.
 */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || !/^[\x21-\x7e]+$/.test(target) || target.includes('\\')) return null;
  try {
    return new URL(target, probeOrigin).origin === probeOrigin ? target : null;
  } catch {
    return null;
  }
}
