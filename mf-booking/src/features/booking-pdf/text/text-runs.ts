import { subsetOf } from '../fonts/subsets';

/** A stretch of text that one font subset draws. */
export interface TextRun {
  subset: string;
  text: string;
}

export function splitIntoRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const subset = subsetOf(char.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (last?.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}
