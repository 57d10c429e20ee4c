/**
 * A remote's dev shell has no gate page of its own, yet the host server answers `/api/getClientSession` and
 * `/api/getAccesstoken` only behind the gate. The dev server passes the gate once with the local site
 * password (it stays in this process, like every secret) and adds the pass to the requests it proxies.
 */
const gateCookie = 'hotel_gate';

let pass: string | null = null;

/** `hotel_gate=<value>` out of a `Set-Cookie` answer, without its attributes. */
export function gatePassFrom(setCookie: string | null): string | null {
  const match = setCookie?.match(new RegExp(`(?:^|[,\\s])${gateCookie}=([^;,\\s]+)`));
  return match ? `${gateCookie}=${match[1]}` : null;
}

/** The request's own cookies with the gate pass added, replacing a stale pass the browser may hold. */
export function withGatePass(cookieHeader: string | undefined, gatePass: string): string {
  const others = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${gateCookie}=`));
  return [...others, gatePass].join('; ');
}

export async function openDevGate(hostServerUrl: string, password: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`${hostServerUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    pass = response.ok ? gatePassFrom(response.headers.get('set-cookie')) : null;
  } catch {
    pass = null;
  }
  return pass !== null;
}

export function devGatePass(): string | null {
  return pass;
}
