import type { Currency, Locale } from '@hotel/contracts';
import { formatPrice } from '@hotel/domain';
import { contentImageUrl } from '@hotel/ui';
import { Link } from '@hotel/ui/router';
import { FormattedMessage } from 'react-intl';
import type { ListHotel } from '../../lib/list-hotel';
import styles from './hotel-map.module.css';

interface MapInfoCardProps {
  hotel: ListHotel;
  href: string;
  locale: Locale;
  currency: Currency;
  usdPerYen: number;
}

/** SPEC 2.4 info window: image, name, prefecture, price, View hotel. */
export function MapInfoCard({ hotel, href, locale, currency, usdPerYen }: MapInfoCardProps) {
  return (
    <div className={styles.info}>
      <img className={styles.infoImage} src={contentImageUrl(hotel.featuredImage, 'thumb')} width={940} height={580} alt="" />
      <h3 className={styles.infoName}>{hotel.name}</h3>
      <p className={styles.infoPlace}>{hotel.prefecture.name}</p>
      <p className={styles.infoPrice}>
        {hotel.price === null ? (
          <FormattedMessage id="search.list.card.soldOut" />
        ) : (
          <FormattedMessage
            id="search.list.card.priceFrom"
            values={{ price: formatPrice(hotel.price, currency, usdPerYen, locale), strong: (text) => <strong>{text}</strong> }}
          />
        )}
      </p>
      <Link to={href} className={styles.infoView}>
        <FormattedMessage id="search.list.card.viewHotel" />
      </Link>
    </div>
  );
}
