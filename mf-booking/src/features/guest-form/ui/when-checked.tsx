import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

/** Shows its children while a checkbox of the form is ticked; their fields (and rules) leave with them. */
export function WhenChecked({ name, children }: { name: string; children: ReactNode }) {
  const { input } = useField<boolean>(name, { type: 'checkbox', subscription: { value: true } });
  return input.checked ? children : null;
}
