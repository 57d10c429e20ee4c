import { isIsoDate } from '../search/date-rules';

/** SPEC 5: a date is required and valid, written `YYYY-MM-DD`. */
export function dateProblem(value: string): 'required' | 'date' | null {
  const date = value.trim();
  if (!date) return 'required';
  return isIsoDate(date) ? null : 'date';
}

/** SPEC 5: a date of birth is a valid `YYYY-MM-DD` date and no date after today (today itself is allowed). */
export function dateOfBirthProblem(value: string, today: string): 'required' | 'date' | 'futureDate' | null {
  const problem = dateProblem(value);
  if (problem) return problem;
  // `YYYY-MM-DD` strings order like the days they name.
  return value.trim() > today ? 'futureDate' : null;
}
