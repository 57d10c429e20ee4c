/** A relative request path whose interpolated values are URI-encoded: path`hotels/${id}/rooms`. */
export function path(parts: TemplateStringsArray, ...values: Array<string | number>): string {
  return parts.reduce((joined, part, index) => {
    const value = values[index - 1];
    return `${joined}${encodeURIComponent(String(value))}${part}`;
  });
}
