import type { FieldProblem } from './problems';

/** SPEC 5 Email: at least 3 characters; at most 254, the longest address mail servers carry (RFC 5321). */
export const emailLength = { min: 3, max: 254 } as const;

/**
 * The booking engine checks addresses with zod's "practical" email pattern; the form uses the same one so it
 * never accepts an address the engine refuses, nor refuses one it accepts.
 */
const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** SPEC 5 Email: required where the form says so (the first guest only in guest forms), minimum length 3, valid. */
export function emailProblem(value: string, opts: { required: boolean }): FieldProblem | null {
  const email = value.trim();
  if (!email) return opts.required ? 'required' : null;
  if (email.length < emailLength.min) return 'emailTooShort';
  if (email.length > emailLength.max) return 'tooLong';
  return emailPattern.test(email) ? null : 'email';
}
