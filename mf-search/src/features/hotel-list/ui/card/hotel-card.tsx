import type { Currency, Locale } from '@hotel/contracts';
import { contentImageSrcSet, contentImageUrl, listCardImageSizes } from '@hotel/ui';
import { type MouseEvent, memo, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { locationText, type StaySummary } from '../../lib/card-text';
import type { ListHotel } from '../../lib/list-hotel';
import { CardPrice, type PricesState } from './card-price';
import styles from './hotel-card.module.css';

export interface HotelCardProps {
  hotel: ListHotel;
  /** `/hotel/{id}` with the search query (SPEC 2.5 parameters). */
  href: string;
  locale: Locale;
  currency: Currency;
  usdPerYen: number;
  pricesState: PricesState;
  stay: StaySummary;
  /** Cards in the first rows load their banner at once; the others when they come near (read on mount). */
  eager: boolean;
  /**
   * The banner waits (an empty box its size) while prices are on their way: they reorder the list (SPEC 2.4), and
   * a phone would otherwise fetch pictures of cards that a second later are further down or gone.
   */
  imageHeld: boolean;
  /** Opens the hotel through the router (see useOpenHotel). */
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Props equal but for `eager`, which only matters when the image is created. */
function sameCard({ eager: _a, ...before }: HotelCardProps, { eager: _b, ...after }: HotelCardProps): boolean {
  return (Object.keys(before) as Array<keyof typeof before>).every((key) => before[key] === after[key]);
}

/**
 * SPEC 2.4 card. The name is the card's one link for assistive technology; its pseudo-elements make the
 * banner (and under 768 px the whole card) open the hotel too, and "View hotel" repeats it for the mouse.
 */
export const HotelCard = memo(function HotelCard({ hotel, href, locale, currency, usdPerYen, pricesState, stay, eager, imageHeld, onOpen }: HotelCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const reviewed = hotel.reviewScore !== null && hotel.numberOfReviews > 0;
  return (
    <article className={reviewed ? styles.card : styles.cardWithoutRating} aria-labelledby={nameId}>
      {imageHeld ? (
        <div className={styles.imagePlaceholder} aria-hidden="true" />
      ) : (
        <img
          key={hotel.hotelID}
          className={styles.image}
          src={contentImageUrl(hotel.featuredImage)}
          srcSet={contentImageSrcSet(hotel.featuredImage)}
          sizes={listCardImageSizes}
          width={940}
          height={580}
          alt={intl.formatMessage({ id: 'search.list.card.photo' }, { name: hotel.name })}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          <a href={href} className={styles.link} onClick={onOpen}>
            {hotel.name}
          </a>
        </h3>
        <p className={styles.location}>{locationText(hotel, locale)}</p>
        {reviewed && (
          <p className={styles.rating}>
            <span className={styles.star} aria-hidden="true">
              ★
            </span>
            <FormattedMessage
              id="search.list.card.rating"
              values={{ score: intl.formatNumber(hotel.reviewScore ?? 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: hotel.numberOfReviews }}
            />
          </p>
        )}
        <p className={styles.stay}>
          <FormattedMessage id={stay.rooms > 1 ? 'search.list.card.stayRooms' : 'search.list.card.stay'} values={{ ...stay }} />
        </p>
        <div className={styles.footer}>
          <CardPrice price={hotel.price} state={pricesState} currency={currency} usdPerYen={usdPerYen} locale={locale} />
          <a href={href} className={styles.view} tabIndex={-1} aria-hidden="true" onClick={onOpen}>
            <FormattedMessage id="search.list.card.viewHotel" />
          </a>
        </div>
      </div>
    </article>
  );
}, sameCard);
