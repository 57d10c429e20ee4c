import { FieldFrame, useFieldError, useFieldIds } from '@hotel/ui/form';
import { type RefObject, useEffect, useRef } from 'react';
import { useButton, useComboBox, useFilter } from 'react-aria';
import { useField } from 'react-final-form';
import { type ComboBoxState, Item, useComboBoxState } from 'react-stately';
import type { HotelOption } from '../model';
import styles from './hotel-combo-box.module.css';
import { HotelListBox } from './hotel-list-box';

/**
 * A visitor who types before the hotels have arrived (a slow network) sees nothing match; once they arrive,
 * the matches of what is already typed open by themselves, as they would have had the list been there.
 */
function useMatchesOnArrival(hotels: readonly HotelOption[], state: ComboBoxState<HotelOption>, inputRef: RefObject<HTMLInputElement | null>) {
  const arrived = useRef(hotels.length > 0);
  useEffect(() => {
    if (arrived.current || hotels.length === 0) return;
    arrived.current = true;
    if (state.inputValue && inputRef.current === document.activeElement) state.open(null, 'input');
  }, [hotels, state, inputRef]);
}

interface HotelComboBoxFieldProps {
  name: string;
  label: string;
  /** The name of the button that shows every hotel. */
  showAllLabel: string;
  hotels: readonly HotelOption[];
  validate?: (value: string) => string | null;
}

/**
 * A searchable select of hotels (react-aria combobox): typing filters by name, the arrow keys move, Enter
 * picks. The form holds the chosen hotel's id; what is typed without a choice is not a value.
 */
export function HotelComboBoxField({ name, label, showAllLabel, hotels, validate }: HotelComboBoxFieldProps) {
  const { input, meta } = useField<string>(name, { validate, parse: (value) => value ?? '' });
  const error = useFieldError(meta);
  const ids = useFieldIds(undefined, error);
  const { contains } = useFilter({ sensitivity: 'base' });
  const state = useComboBoxState<HotelOption>({
    defaultItems: hotels,
    children: (hotel) => <Item key={hotel.id}>{hotel.name}</Item>,
    defaultFilter: contains,
    selectedKey: input.value || null,
    onSelectionChange: (key) => input.onChange(key === null ? '' : String(key)),
  });
  const refs = { inputRef: useRef<HTMLInputElement>(null), listBoxRef: useRef<HTMLUListElement>(null), popoverRef: useRef<HTMLDivElement>(null), buttonRef: useRef<HTMLButtonElement>(null) };
  const { inputProps, listBoxProps, buttonProps } = useComboBox(
    { ...refs, id: ids.input, 'aria-label': label, 'aria-describedby': ids.describedBy, onBlur: () => input.onBlur(), onFocus: () => input.onFocus() },
    state,
  );
  const { buttonProps: showAllProps } = useButton(buttonProps, refs.buttonRef);
  useMatchesOnArrival(hotels, state, refs.inputRef);
  return (
    <FieldFrame ids={ids} label={label} error={error} required>
      <div className={styles.box}>
        <input {...inputProps} name={name} ref={refs.inputRef} className={styles.input} aria-required aria-invalid={error ? true : undefined} />
        <button {...showAllProps} ref={refs.buttonRef} className={styles.showAll} aria-label={showAllLabel} aria-labelledby={undefined}>
          <span aria-hidden="true">▾</span>
        </button>
        {state.isOpen && (
          <div ref={refs.popoverRef} className={styles.popover}>
            <HotelListBox {...listBoxProps} state={state} listBoxRef={refs.listBoxRef} />
          </div>
        )}
      </div>
    </FieldFrame>
  );
}
