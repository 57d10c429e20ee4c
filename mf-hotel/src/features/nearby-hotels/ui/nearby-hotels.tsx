import type { ContentHotelSummary } from '@hotel/contracts';
import { $booking, $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { contentImageSrcSet, contentImageUrl } from '@hotel/ui';
import { Link } from '@hotel/ui/router';
import { ScoreCircles } from '../../../entities/hotel';
import { locationLine, nearbyHotelPath } from '../lib';
import styles from './nearby-hotels.module.css';

/** A column of the nearby grid (`minmax(14rem, 1fr)`): the page's width on a phone, about a quarter of it above. */
const nearbyImageSizes = '(max-width: 767.98px) calc(100vw - 32px), 320px';

/** SPEC 2.5 nearby hotels (only when there are some): cards opening each hotel with the current search. */
export function NearbyHotels({ hotels }: { hotels: readonly ContentHotelSummary[] }) {
  const [booking, locale] = useUnit([$booking, $locale]);
  if (hotels.length === 0) return null;
  return (
    <section className={styles.nearby} aria-labelledby="nearby-heading">
      <h2 className={styles.heading} id="nearby-heading">
        <FormattedMessage id="hotel.detail.nearby.title" />
      </h2>
      <ul className={styles.cards}>
        {hotels.map((hotel) => (
          <li className={styles.card} key={hotel.hotelID}>
            <img className={styles.image} src={contentImageUrl(hotel.featuredImage)} srcSet={contentImageSrcSet(hotel.featuredImage)} sizes={nearbyImageSizes} width={940} height={580} alt="" loading="lazy" decoding="async" />
            <div className={styles.body}>
              <Link className={styles.link} to={nearbyHotelPath(hotel.hotelID, booking, locale)}>
                {hotel.name}
              </Link>
              <p className={styles.meta}>
                {locationLine(hotel, locale)}
                {hotel.distanceToUser !== null && (
                  <>
                    {' · '}
                    <FormattedMessage
                      id="hotel.detail.nearby.distance"
                      values={{ km: <FormattedNumber value={hotel.distanceToUser} maximumFractionDigits={1} /> }}
                    />
                  </>
                )}
              </p>
              {hotel.reviewScore !== null && hotel.numberOfReviews > 0 && (
                <ScoreCircles score={hotel.reviewScore} count={hotel.numberOfReviews} compact />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
