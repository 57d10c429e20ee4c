/** SPEC 5 "Passwords": the booking engine's rule, 8 to 100 characters with at least one letter and one digit. */
export const passwordLength = { min: 8, max: 100 } as const;

export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= passwordLength.min &&
    password.length <= passwordLength.max &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}
