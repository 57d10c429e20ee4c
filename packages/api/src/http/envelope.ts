/**
 * The `{ data }` envelope most answers come in (sandbox README: "Success bodies are { data: … } unless noted");
 * an answer without one is returned as it is.
 */
export function unwrap<T>(body: unknown): T {
  const envelope = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: T }) : null;
  return envelope ? envelope.data : (body as T);
}
