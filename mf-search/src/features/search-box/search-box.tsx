import type { SearchBoxProps } from '@hotel/contracts';
import { $booking, $locale, bookingChanged, searchChanged } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@hotel/ui/router';
import styles from './search-box.module.css';

/** The booking search box; this first cut holds the location field, the full box comes with issue #5. */
export function SearchBox({ placement }: SearchBoxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [booking, locale] = useUnit([$booking, $locale]);
  const [location, setLocation] = useState(booking.location);
  const [emptyLocation, setEmptyLocation] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = location.trim();
    // SPEC 2.3: an empty location sets the null-field error and blocks navigation.
    setEmptyLocation(trimmed === '');
    if (trimmed === '') return;
    bookingChanged({ location: trimmed });
    searchChanged({ source: 'search-box' });
    if (placement !== 'hotelDetail') navigate(localizedPath('/hotels', locale));
  };

  return (
    <form
      className={styles.box}
      role="search"
      aria-label={intl.formatMessage({ id: 'search.box.label' })}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className={styles.label}>
        <FormattedMessage id="search.box.location" />
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={location}
        onChange={(event) => setLocation(event.target.value)}
        placeholder={intl.formatMessage({ id: 'search.box.locationPlaceholder' })}
        aria-invalid={emptyLocation}
        aria-describedby={emptyLocation ? errorId : undefined}
        maxLength={300}
      />
      <Button type="submit">
        <FormattedMessage id="search.box.submit" />
      </Button>
      {emptyLocation && (
        <p id={errorId} className={styles.error} role="alert">
          <FormattedMessage id="search.box.locationRequired" />
        </p>
      )}
    </form>
  );
}
