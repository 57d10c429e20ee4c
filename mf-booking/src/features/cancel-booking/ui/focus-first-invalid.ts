import type { FormEvent } from 'react';

/**
 * A form's submit that, when validation fails, moves the focus to the first field with an error (page order).
 * Not `focusFirstError` from @hotel/ui/form: final-form-focus 2 also runs on every change of the errors, so
 * typing a valid value in one field threw the focus into the next invalid one.
 */
export function submitFocusingFirstError(handleSubmit: (event?: FormEvent<HTMLFormElement>) => unknown, form: { getState(): { errors?: Record<string, unknown> } }) {
  return (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(event);
    const errors = form.getState().errors ?? {};
    const fields = Array.from(event.currentTarget.elements) as HTMLInputElement[];
    fields.find((field) => field.name && errors[field.name])?.focus();
  };
}
