import { type FormApi, getIn } from 'final-form';

/**
 * A submit that fails validation moves the focus to the first field with an error, in the page's order.
 *
 * Stands in for `focusFirstError` of `@hotel/ui/form` while that one is wrong: final-form-focus 2.0.0
 * focuses on every change of the errors, so it takes the focus on mount and moves it while the visitor
 * types (the second key lands in the next field), and never on a failed submit.
 */
export function focusOnFailedSubmit<V extends object>(form: FormApi<V, Partial<V>>): () => void {
  const submit = form.submit.bind(form);
  form.submit = () => {
    const result = submit();
    const { errors } = form.getState();
    if (errors && Object.keys(errors).length > 0) focusFirst(errors);
    return result;
  };
  return () => {
    form.submit = submit;
  };
}

function focusFirst(errors: object) {
  const fields = Array.from(document.querySelectorAll<HTMLInputElement>('form input[name], form select[name], form textarea[name]'));
  fields.find((field) => !field.disabled && getIn(errors, field.name))?.focus();
}
