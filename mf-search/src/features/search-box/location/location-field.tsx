import { useUnit } from 'effector-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { $openPopup, popupClosed, popupOpened } from '../popups/model';
import {
  $fieldText,
  $highlight,
  $nearMe,
  $options,
  $searching,
  $typed,
  highlightChosen,
  highlightMoved,
  locationFocused,
  locationTyped,
  nearMeLabelKnown,
} from './model';
import { optionId, SuggestionList } from './suggestion-list';
import fieldStyles from '../fields/field.module.css';
import styles from './location.module.css';

interface LocationFieldProps {
  /** The null-field error (SPEC 2.3), linked to the input. */
  error: boolean;
}

function ListStatus() {
  const intl = useIntl();
  const [searching, options, nearMe, typed] = useUnit([$searching, $options, $nearMe, $typed]);
  let text: string | null = null;
  if (searching) text = intl.formatMessage({ id: 'search.box.location.searching' });
  else if (typed.trim() !== '' && options.length === 0) text = intl.formatMessage({ id: 'search.box.location.noMatch' });
  else if (nearMe === 'locating') text = intl.formatMessage({ id: 'search.box.location.locating' });
  else if (nearMe === 'failed' && typed.trim() === '') text = intl.formatMessage({ id: 'search.box.location.nearMeFailed' });
  return (
    <p role="status" className={text ? styles.status : styles.visuallyHidden}>
      {text ?? (typed.trim() === '' ? '' : intl.formatMessage({ id: 'search.box.location.count' }, { count: options.length }))}
    </p>
  );
}

/** SPEC 2.3 location search: an ARIA 1.2 combobox whose listbox offers places, hotels and near-me. */
export function LocationField({ error }: LocationFieldProps) {
  const intl = useIntl();
  const [fieldText, openPopup, highlight] = useUnit([$fieldText, $openPopup, $highlight]);
  const on = useUnit({ popupOpened, popupClosed, highlightChosen, highlightMoved, locationFocused, locationTyped });
  const labelKnown = useUnit(nearMeLabelKnown);
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const labelId = useId();
  const listboxId = useId();
  const errorId = useId();
  const expanded = openPopup === 'location';
  const nearMeLabel = intl.formatMessage({ id: 'search.box.location.nearMe' });
  useEffect(() => {
    labelKnown(nearMeLabel);
  }, [labelKnown, nearMeLabel]);

  const open = () => {
    if (!expanded) on.popupOpened('location');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
      on.highlightMoved(event.key === 'ArrowDown' ? 'next' : 'previous');
    } else if (event.key === 'Enter' && expanded && highlight >= 0) {
      event.preventDefault();
      on.highlightChosen();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      on.popupClosed();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (expanded && !anchorRef.current?.contains(event.relatedTarget as Node | null)) on.popupClosed();
  };

  return (
    <div ref={anchorRef} className={`${fieldStyles.field} ${styles.location}`} data-open={expanded || undefined} onBlur={onBlur}>
      <div className={styles.inputRow}>
        <div className={styles.inputBox}>
          <label id={labelId} htmlFor={inputId} className={fieldStyles.label}>
            {intl.formatMessage({ id: 'search.box.location' })}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && highlight >= 0 ? optionId(listboxId, highlight) : undefined}
            aria-invalid={error || undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            maxLength={300}
            placeholder={intl.formatMessage({ id: 'search.box.locationPlaceholder' })}
            value={fieldText}
            onFocus={() => {
              on.locationFocused();
              open();
            }}
            onClick={open}
            onChange={(event) => {
              on.locationTyped(event.target.value);
              open();
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        {expanded && (
          <button
            type="button"
            className={styles.sheetClose}
            aria-label={intl.formatMessage({ id: 'search.box.location.close' })}
            onClick={() => on.popupClosed()}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {intl.formatMessage({ id: 'search.box.locationRequired' })}
        </p>
      )}
      <div className={expanded ? styles.panel : styles.hidden}>
        {expanded && <ListStatus />}
        {expanded ? <SuggestionList listboxId={listboxId} labelId={labelId} /> : <div id={listboxId} role="listbox" aria-labelledby={labelId} hidden />}
      </div>
    </div>
  );
}
