export { TextField, type TextFieldProps } from './text-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './radio-group-field';
export { FieldFrame, FieldErrorText, useFieldIds, type FieldIds } from './field-frame';
export { useFieldError } from './use-field-error';
export { problemMessage } from './problem-messages';
export { focusFirstError } from './focus-first-error';
