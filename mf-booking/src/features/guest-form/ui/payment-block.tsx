import { submitPress } from '@hotel/ui';
import { CheckboxField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $hotel } from '../../../entities/booking-flow';
import { $offlineNotice, $signUpError, $submitting, $terms, callClicked } from '../model';
import { policyValidator } from '../lib/validators';
import styles from './guest-form.module.css';

/** SPEC 2.6 payment block: the hotel's phone, the policy box and "proceed to payment" (sticky on phones). */
export function PaymentBlock() {
  const [hotel, terms, offline, signUpError, called] = useUnit([$hotel, $terms, $offlineNotice, $signUpError, callClicked]);
  return (
    <section className={styles.block} aria-labelledby="guest-payment-title">
      <h2 id="guest-payment-title" className={styles.heading}>
        <FormattedMessage id="booking.guest.paymentTitle" />
      </h2>
      {hotel?.phone && (
        <p className={styles.note}>
          <FormattedMessage id="booking.guest.callHotel" values={{ hotel: hotel.name }} />{' '}
          <a href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`} onClick={() => called()}>{hotel.phone}</a>
        </p>
      )}
      {terms && <TermsText html={terms.terms_html} privacyUrl={terms.privacy_policy_url} />}
      <CheckboxField name="policyAccepted" required validate={policyValidator}
        label={<FormattedMessage id="booking.guest.policy" values={{ link: (chunks) => <a href="#guest-terms">{chunks}</a> }} />} />
      {offline && <p role="alert" className={styles.alert}><FormattedMessage id="booking.guest.offline" /></p>}
      {signUpError && <p role="alert" className={styles.alert}>{signUpError}</p>}
    </section>
  );
}

/** A direct child of the form, so on a phone it stays at the bottom of the screen all the way down. */
export function ProceedButton() {
  const submitting = useUnit($submitting);
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.submit} disabled={submitting} {...submitPress}>
        <FormattedMessage id="booking.guest.proceed" />
      </button>
    </div>
  );
}

/** The hotel's terms, as plain text: the engine's HTML is never put into the page as markup. */
function TermsText({ html, privacyUrl }: { html: string; privacyUrl: string }) {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return (
    <details id="guest-terms" className={styles.terms}>
      <summary><FormattedMessage id="booking.guest.terms" /></summary>
      <p className={styles.termsText}>{text}</p>
      {privacyUrl && (
        <a href={privacyUrl} target="_blank" rel="noreferrer">
          <FormattedMessage id="booking.guest.privacy" />
        </a>
      )}
    </details>
  );
}
