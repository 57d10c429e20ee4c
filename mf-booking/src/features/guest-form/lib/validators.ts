import type { AdditionalQuestion, Locale } from '@hotel/contracts';
import { answerProblem, emailProblem, type NameRule, nameProblem, passwordProblem, phoneProblem, required, samePasswordProblem } from '@hotel/domain/validation';
import type { GuestFormValues } from './form-values';

// Field validators for final-form: a problem id the form kit translates, or undefined when the value is fine.
type Problem = string | { problem: string; values: Record<string, number> } | undefined;

export const nameValidator = (rule: NameRule) => (value?: string): Problem => nameProblem(value ?? '', rule) ?? undefined;

/** SPEC 5: e-mail and phone are required for the first room's guest, checked when given for the others. */
export const emailValidator = (isRequired: boolean) => (value?: string): Problem => emailProblem(value ?? '', { required: isRequired }) ?? undefined;
export const phoneValidator = (isRequired: boolean) => (value?: string): Problem => phoneProblem(value ?? '', { required: isRequired }) ?? undefined;

export const requiredValidator = (value?: string): Problem => required(value) ?? undefined;
export const passwordValidator = (value?: string): Problem => passwordProblem(value ?? '') ?? undefined;
export const passwordAgainValidator = (value: string | undefined, values: object): Problem =>
  samePasswordProblem((values as GuestFormValues).password ?? '', value ?? '') ?? undefined;

/** SPEC 5 Guest checkout: payment requires the policy box ticked. */
export const policyValidator = (accepted?: boolean): Problem => (accepted ? undefined : 'policy');

export function answerValidator(question: AdditionalQuestion, locale: Locale) {
  return (value?: string): Problem => {
    const problem = answerProblem(question, value ?? '', locale);
    if (problem === 'tooLong') return { problem, values: { max: question.settings.answer_length ?? 0 } };
    return problem ?? undefined;
  };
}
