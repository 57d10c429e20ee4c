/** A hand-written fetch double: records every request and answers from a responder. No network. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  credentials: RequestCredentials | undefined;
}

export type Responder = (request: RecordedRequest, index: number) => Response | Promise<Response>;

async function record(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  if (input instanceof Request) {
    return { method: input.method, url: new URL(input.url), headers: input.headers, body: await input.text(), credentials: input.credentials };
  }
  return {
    method: init?.method ?? 'GET',
    url: new URL(String(input), 'http://host.test'),
    headers: new Headers(init?.headers),
    body: typeof init?.body === 'string' ? init.body : '',
    credentials: init?.credentials,
  };
}

export function fakeFetch(responder: Responder) {
  const requests: RecordedRequest[] = [];
  const fetchDouble = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = await record(input, init);
    requests.push(request);
    return responder(request, requests.length - 1);
  };
  return { fetch: fetchDouble as typeof fetch, requests };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function engineError(status: number, code: number, title = `error ${code}`): Response {
  return json(status, { errors: [{ code, title }] });
}

/** Answers each request with the next response of the list (the last one repeats). */
export function inTurn(...responses: Array<() => Response>): Responder {
  return (_request, index) => (responses[Math.min(index, responses.length - 1)] as () => Response)();
}

export function queryOf(request: RecordedRequest, name = 'q'): unknown {
  return JSON.parse(request.url.searchParams.get(name) ?? 'null');
}
