import { $booking } from '@hotel/bus';
import { searchLimits } from '@hotel/domain/search';
import { useUnit } from 'effector-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FieldTrigger } from '../fields/field-trigger';
import { $openPopup } from '../popups/model';
import { PopupPanel } from '../popups/popup-panel';
import { $promoDraft, $promoStatus, promoApplied, promoRemoved, promoTyped } from './model';
import fieldStyles from '../fields/field.module.css';
import styles from './promo.module.css';

function PromoMessage({ id }: { id: string }) {
  const intl = useIntl();
  const [draft, status] = useUnit([$promoDraft, $promoStatus]);
  if (status.error) {
    return (
      <p id={id} role="alert" className={styles.error}>
        {intl.formatMessage({ id: `search.box.promo.error.${status.error}` }, { min: searchLimits.promoMinLength, max: searchLimits.promoMaxLength, code: draft })}
      </p>
    );
  }
  const messageId = status.special ? 'search.box.promo.special' : status.known ? 'search.box.promo.known' : null;
  return (
    <p id={id} role="status" className={messageId ? styles.known : styles.hint}>
      {messageId
        ? intl.formatMessage({ id: messageId }, { code: draft })
        : intl.formatMessage({ id: 'search.box.promo.hint' }, { min: searchLimits.promoMinLength, max: searchLimits.promoMaxLength })}
    </p>
  );
}

/** SPEC 2.3, 5: the promo code, 3 to 10 letters and digits, upper-cased as typed. */
export function PromoField() {
  const intl = useIntl();
  const [booking, openPopup, draft, status] = useUnit([$booking, $openPopup, $promoDraft, $promoStatus]);
  const on = useUnit({ promoApplied, promoRemoved, promoTyped });
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const messageId = useId();
  const open = openPopup === 'promoCode';
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter applies the code rather than submitting the whole search form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    on.promoApplied();
  };
  return (
    <div ref={anchorRef} className={fieldStyles.field}>
      <FieldTrigger
        popup="promoCode"
        open={open}
        label={intl.formatMessage({ id: 'search.box.promo' })}
        value={booking.promoCode || intl.formatMessage({ id: 'search.box.promo.none' })}
        triggerRef={triggerRef}
      />
      {open && (
        <PopupPanel title={intl.formatMessage({ id: 'search.box.promo.title' })} anchorRef={anchorRef} triggerRef={triggerRef} align="end">
          <label htmlFor={inputId} className={styles.label}>
            {intl.formatMessage({ id: 'search.box.promo' })}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            value={draft}
            maxLength={searchLimits.promoMaxLength}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={status.error !== null || undefined}
            aria-describedby={messageId}
            data-autofocus
            onChange={(event) => on.promoTyped(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <PromoMessage id={messageId} />
          <div className={styles.actions}>
            {draft !== '' && (
              <button type="button" className={styles.secondary} onClick={() => on.promoRemoved()}>
                {intl.formatMessage({ id: 'search.box.promo.remove' })}
              </button>
            )}
            <button type="button" className={styles.primary} onClick={() => on.promoApplied()}>
              {intl.formatMessage({ id: 'search.box.promo.apply' })}
            </button>
          </div>
        </PopupPanel>
      )}
    </div>
  );
}
