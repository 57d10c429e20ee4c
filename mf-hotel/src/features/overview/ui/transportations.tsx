import type { HotelDetailContent } from '@hotel/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Glyph, Icon } from './icons';
import styles from './overview.module.css';

type Transport = HotelDetailContent['transportations'][number]['type'];

const glyphOf: Record<Transport, Glyph> = { train: 'train', car: 'car', bus: 'bus', airport: 'plane', walk: 'person' };

function useTransportLabel(): (type: Transport) => string {
  const intl = useIntl();
  const ids: Record<Transport, string> = {
    train: intl.formatMessage({ id: 'hotel.detail.transport.train' }),
    car: intl.formatMessage({ id: 'hotel.detail.transport.car' }),
    bus: intl.formatMessage({ id: 'hotel.detail.transport.bus' }),
    airport: intl.formatMessage({ id: 'hotel.detail.transport.airport' }),
    walk: intl.formatMessage({ id: 'hotel.detail.transport.walk' }),
  };
  return (type) => ids[type];
}

/** How to get to the hotel, by each way of travelling. */
export function Transportations({ transportations }: { transportations: HotelDetailContent['transportations'] }) {
  const label = useTransportLabel();
  if (transportations.length === 0) return null;
  return (
    <>
      <h3 className={styles.subheading}>
        <FormattedMessage id="hotel.detail.transport.title" />
      </h3>
      <ul className={styles.transport}>
        {transportations.map((transport) => (
          <li key={`${transport.type}-${transport.text}`}>
            <Icon glyph={glyphOf[transport.type]} />
            <span>
              <span className={styles.transportType}>{label(transport.type)}</span>
              {transport.text}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
