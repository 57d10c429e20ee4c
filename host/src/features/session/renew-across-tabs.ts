/** A token renewed with a refresh token the issuer takes once, and which every tab of the browser shares. */
export interface SingleUseRenewal {
  /** Names the Web Lock that lets one tab renew at a time. */
  lock: string;
  refreshToken: () => string | null;
  token: () => string | null;
  /** Trades the refresh token for a new pair and keeps it; throws what the issuer answered. */
  renew: (refreshToken: string) => Promise<string>;
  /** After a refusal no other tab explains: the refresh token is spent for good. */
  refused?: (error: unknown) => void;
}

/**
 * Two tabs renewing together would send the same refresh token, and the tab refused would log the member out of
 * every tab. So one tab renews at a time, and a tab that finds the refresh token replaced while it waited, or is
 * refused one another tab has just spent (a browser without Web Locks, a tab of an older release), takes the
 * token that tab kept.
 */
export async function renewAcrossTabs({ lock, refreshToken, token, renew, refused }: SingleUseRenewal): Promise<string> {
  const seen = refreshToken();
  const renewedElsewhere = () => (refreshToken() !== seen ? token() : null);
  return oneTabAtATime(lock, async () => {
    const ready = renewedElsewhere();
    if (ready) return ready;
    if (!seen) throw new Error('no refresh token');
    try {
      return await renew(seen);
    } catch (error) {
      const renewed = renewedElsewhere();
      if (renewed) return renewed;
      refused?.(error);
      throw error;
    }
  });
}

function oneTabAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, work) : work();
}
