import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { parseFrame } from '../telemetry/stack-frame';
import type { ReleaseAccess } from './release-access';

/** A reported frame, and where it is in the source when a stored source map says. */
export interface ResolvedFrame {
  frame: string;
  original: string | null;
}

type MapLookup = ReleaseAccess['sourceMap'];

/** `<release URL>/<remote>/<version>/<file>` → its parts; null for a script that is no stored release file. */
function releaseFileOf(url: string, releaseUrl: string): { remote: string; version: string; file: string } | null {
  const base = `${releaseUrl.replace(/\/$/, '')}/`;
  if (!url.startsWith(base)) return null;
  const [remote, version, ...file] = url.slice(base.length).split('/');
  return remote && version && file.length ? { remote, version, file: file.join('/') } : null;
}

/**
 * Reads reported stacks through the source maps kept with each release (issue 17; never served to visitors).
 * Parsed maps are kept, a few at a time: one page of the status page asks for the same files again and again.
 */
export function stackResolver(releaseUrl: string, sourceMap: MapLookup, keep = 20) {
  const maps = new Map<string, Promise<TraceMap | null>>();
  const mapOf = (remote: string, version: string, file: string) => {
    const key = `${remote}/${version}/${file}`;
    let map = maps.get(key);
    if (!map) {
      map = sourceMap(remote, version, file).then((text) => (text ? new TraceMap(text) : null)).catch(() => null);
      maps.set(key, map);
      if (maps.size > keep) maps.delete(maps.keys().next().value as string);
    }
    return map;
  };

  async function resolveFrame(line: string): Promise<ResolvedFrame> {
    const frame = parseFrame(line);
    const file = frame && releaseFileOf(frame.url, releaseUrl);
    const map = file && (await mapOf(file.remote, file.version, file.file));
    if (!frame || !map) return { frame: line, original: null };
    const position = originalPositionFor(map, { line: frame.line, column: Math.max(0, frame.column - 1) });
    if (!position.source) return { frame: line, original: null };
    const name = position.name ?? frame.name;
    return { frame: line, original: `${name} (${position.source}:${position.line}:${(position.column ?? 0) + 1})` };
  }

  return (stack: string): Promise<ResolvedFrame[]> => Promise.all(stack.split('\n').map(resolveFrame));
}
