/** One frame of a reported stack, as browsers send it (`reportStack` in @hotel/ui): `at <function> (<URL>:<line>:<column>)`. */
const frame = /^at ([\w$.<>]{1,80}) \((https?:\/\/[\w.:-]{1,100}\/[\w./+%~-]{0,300}):(\d{1,7}):(\d{1,7})\)$/;

export const maxStackFrames = 10;

export interface StackFrame {
  name: string;
  url: string;
  line: number;
  column: number;
}

export function parseFrame(line: string): StackFrame | null {
  const match = frame.exec(line);
  return match ? { name: match[1] as string, url: match[2] as string, line: Number(match[3]), column: Number(match[4]) } : null;
}

/** A stack the server keeps: 1 to 10 such frames, one a line, nothing else (never a message, a query or a hash). */
export function isReportStack(stack: string): boolean {
  const lines = stack.split('\n');
  return lines.length <= maxStackFrames && lines.every((line) => parseFrame(line) !== null);
}
