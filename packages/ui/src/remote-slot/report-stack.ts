/** A stack line of Chromium (`    at fn (url:1:2)`, `    at url:1:2`) or Firefox and Safari (`fn@url:1:2`). */
const frameLine = /^\s*(?:at\s+(?:(.*?)\s+\()?|(.*?)@)(https?:\/\/[^\s()]+?):(\d+):(\d+)\)?\s*$/;
const maxFrames = 10;

function frameOf(line: string): string | null {
  const match = frameLine.exec(line);
  if (!match) return null;
  let url: URL;
  try {
    url = new URL(match[3] as string);
  } catch {
    return null;
  }
  const name = (match[1] ?? match[2] ?? '').replace(/[^\w$.<>]/g, '').slice(0, 80) || '<anonymous>';
  return `at ${name} (${url.origin}${url.pathname}:${match[4]}:${match[5]})`;
}

/**
 * Where an error was thrown, for the failure report (issue 17): only the frames that name a script and a
 * position, as `at <function> (<URL>:<line>:<column>)`, with no message (it may quote what the visitor typed)
 * and no query or hash of any address. Undefined when nothing is left.
 */
export function reportStack(error: unknown): string | undefined {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const frames = stack.split('\n').flatMap((line) => frameOf(line) ?? []).slice(0, maxFrames);
  return frames.length ? frames.join('\n') : undefined;
}
