/** What a test sees of a response: status, headers and the parsed body (text when not JSON). */
export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function request<T = unknown>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown; body?: string } = {},
): Promise<TestResponse<T>> {
  const headers = { ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the text is the body
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}
