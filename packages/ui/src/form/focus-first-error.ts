import { type FormApi, getIn } from 'final-form';

type Focusable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function namedFields(): Focusable[] {
  return Array.from(document.forms).flatMap((form) =>
    (Array.from(form.elements) as Focusable[]).filter((field) => field.name && !field.disabled && typeof field.focus === 'function'),
  );
}

/**
 * A form decorator: a submit that fails validation moves the focus to the first field with an error, in the
 * page's order, so a keyboard or screen-reader user lands on what to fix. Written here because final-form-focus 2
 * also moves the focus on every change of the errors, which threw the visitor out of the field being typed in.
 */
export function focusFirstError<Values extends object>(form: FormApi<Values>): () => void {
  const submit = form.submit;
  form.submit = () => {
    const result = submit();
    const { hasValidationErrors, errors } = form.getState();
    if (hasValidationErrors && errors) namedFields().find((field) => getIn(errors, field.name))?.focus();
    return result;
  };
  return () => {
    form.submit = submit;
  };
}
