import { $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import type { FieldMetaState } from 'react-final-form';
import { problemMessage } from './problem-messages';

/**
 * What a field says is wrong, once the visitor has left it or tried to submit: a validator's problem id
 * (`required`, `email` …) in the page's language, or a message the app already translated. A server's
 * answer (`submitError`) shows until the field is changed.
 */
export function useFieldError(meta: FieldMetaState<unknown>): string | null {
  const locale = useUnit($locale);
  const shown = meta.touched || meta.submitFailed;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  if (!shown || error === undefined || error === null || error === '') return null;
  if (typeof error === 'string') return problemMessage(error, locale) ?? error;
  if (typeof error === 'object' && 'problem' in error) {
    const { problem, values } = error as { problem: string; values?: Record<string, string | number> };
    return problemMessage(problem, locale, values) ?? problem;
  }
  return null;
}
