/** The logged-in member, as far as every app needs to know (SPEC 3 User). */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  points: number;
  rank: string | null;
}
