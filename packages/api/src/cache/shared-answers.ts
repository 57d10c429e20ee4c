/** Loads an answer under a key, or hands out the one already on its way or kept (see `sharedAnswers`). */
export type ShareAnswer = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/**
 * One answer for every caller that asks the same within `lifetimeMs`, in flight or arrived; a failure is not
 * kept, so the next caller asks again. For the hotel's settings, which the search box and the rooms section
 * of a hotel page each ask for on their own (the remotes do not know of each other).
 */
export function sharedAnswers(lifetimeMs: number, now: () => number = Date.now): ShareAnswer {
  const answers = new Map<string, { at: number; answer: Promise<unknown> }>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const kept = answers.get(key);
    if (kept && now() - kept.at < lifetimeMs) return kept.answer as Promise<T>;
    const answer = load();
    answers.set(key, { at: now(), answer });
    answer.catch(() => {
      if (answers.get(key)?.answer === answer) answers.delete(key);
    });
    return answer;
  };
}
