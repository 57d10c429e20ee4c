import { useCallback, useEffect, useState } from 'react';

/** How long "Copied" stays in view. */
const noteMs = 3000;

/** Writes text to the clipboard and says so for a moment; `failed` when the browser refused. */
export function useClipboardNote() {
  const [note, setNote] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (note !== 'copied') return undefined;
    const timer = setTimeout(() => setNote(null), noteMs);
    return () => clearTimeout(timer);
  }, [note]);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setNote('copied');
    } catch {
      setNote('failed');
    }
  }, []);
  return { note, copy };
}
