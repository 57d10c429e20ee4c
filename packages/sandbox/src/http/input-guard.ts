import type { InputIssue } from './http-error';

/** In a path or a query parameter no control character has a meaning; NUL also breaks PostgreSQL text. */
const controlInUrl = /[\u0000-\u001f\u007f]/;
/** In a JSON or form value tabs and line breaks are text (a guest's request); the other C0 controls are not. */
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Half a surrogate pair: JSON's `\ud800` escape can make one, and no UTF-8 text can hold it. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or null when it is not well-formed UTF-8 (overlong forms, encoded surrogates, stray bytes). */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

export function urlIssue(field: string, value: string): InputIssue | null {
  return controlInUrl.test(value) ? { field, message: 'contains a control character' } : null;
}

/** The first query parameter (name or value) with a control character in it. */
export function queryIssue(query: URLSearchParams): InputIssue | null {
  for (const [name, value] of query) {
    const issue = urlIssue(name, name) ?? urlIssue(name, value);
    if (issue) return issue;
  }
  return null;
}

function textIssue(field: string, text: string): InputIssue | null {
  if (controlInText.test(text)) return { field, message: 'contains a control character' };
  if (loneSurrogate.test(text)) return { field, message: 'is not valid Unicode' };
  return null;
}

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function fieldOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '(body)';
}

/**
 * The first string in a parsed JSON value (keys included) that no text column could store. A loop, not
 * recursion, and the field's name spelled only when found: a 1 MB body can nest arrays 500,000 deep.
 */
export function jsonIssue(body: unknown): InputIssue | null {
  const pending: Visit[] = [{ value: body, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      const issue = textIssue(fieldOf(visit), value);
      if (issue) return issue;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const child: Visit = { value: item, key, parent: visit };
        if (textIssue('', key)) return textIssue(fieldOf(child), key);
        pending.push(child);
      }
    }
  }
  return null;
}
