import { $booking, $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { FieldTrigger } from '../fields/field-trigger';
import { $openPopup } from '../popups/model';
import { CalendarPopup } from './calendar-popup';
import { staySummary } from './stay-summary';
import fieldStyles from '../fields/field.module.css';

/** The dates field: the stay in words, opening the calendar. */
export function DatesField() {
  const intl = useIntl();
  const [booking, locale, openPopup] = useUnit([$booking, $locale, $openPopup]);
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = openPopup === 'checking';
  return (
    <div ref={anchorRef} className={fieldStyles.field}>
      <FieldTrigger
        popup="checking"
        open={open}
        label={intl.formatMessage({ id: 'search.box.dates' })}
        value={staySummary(intl, locale, booking)}
        triggerRef={triggerRef}
      />
      {open && <CalendarPopup anchorRef={anchorRef} triggerRef={triggerRef} />}
    </div>
  );
}
