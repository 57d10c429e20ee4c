import { type RefObject, useRef } from 'react';
import { type AriaListBoxOptions, useListBox, useOption } from 'react-aria';
import type { ComboBoxState, Node } from 'react-stately';
import type { HotelOption } from '../model';
import styles from './hotel-combo-box.module.css';

interface HotelListBoxProps extends AriaListBoxOptions<HotelOption> {
  state: ComboBoxState<HotelOption>;
  listBoxRef: RefObject<HTMLUListElement | null>;
}

/** The hotels matching what was typed; the focus stays in the input (aria-activedescendant). */
export function HotelListBox({ state, listBoxRef, ...props }: HotelListBoxProps) {
  const { listBoxProps } = useListBox(props, state, listBoxRef);
  return (
    <ul {...listBoxProps} ref={listBoxRef} className={styles.listBox}>
      {[...state.collection].map((item) => (
        <HotelOptionRow key={item.key} item={item} state={state} />
      ))}
    </ul>
  );
}

function HotelOptionRow({ item, state }: { item: Node<HotelOption>; state: ComboBoxState<HotelOption> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused, isSelected } = useOption({ key: item.key }, state, ref);
  const classes = [styles.option, isFocused ? styles.focused : null, isSelected ? styles.selected : null].filter(Boolean).join(' ');
  return (
    <li {...optionProps} ref={ref} className={classes}>
      {item.rendered}
    </li>
  );
}
