import { toIsoDate } from '@hotel/domain';
import { cardExpiryProblem, cardHolderProblem, cardLimits, cardNumberProblem, securityCodeProblem } from '@hotel/domain/validation';
import { getIn } from 'final-form';

type Problem = string | { problem: string; values: Record<string, number> } | undefined;

export const validateNumber = (value: string | undefined): Problem => cardNumberProblem(value ?? '') ?? undefined;
export const validateCvc = (value: string | undefined): Problem => securityCodeProblem(value ?? '') ?? undefined;
export const validateMonth = (value: string | undefined): Problem => (value ? undefined : 'required');

export function validateHolder(value: string | undefined): Problem {
  const problem = cardHolderProblem(value ?? '');
  if (problem === 'tooLong') return { problem, values: { max: cardLimits.holderMaxLength } };
  return problem ?? undefined;
}

/** The expiry is judged on the year select, once a month is chosen, so one problem shows once. */
export function expiryValidator(monthField: string, today: string) {
  return (year: string | undefined, allValues: object): Problem => {
    if (!year) return 'required';
    const month = getIn(allValues, monthField) as string | undefined;
    if (!month) return undefined;
    return cardExpiryProblem(month, year, today) ?? undefined;
  };
}

/** The card's expiry year choices: this year and the ten after it. */
export function expiryYears(today: string): string[] {
  const thisYear = Number(today.slice(0, 4));
  return Array.from({ length: 11 }, (_, offset) => String(thisYear + offset));
}

export const expiryMonths = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

export const todayIso = (): string => toIsoDate(new Date());
