import type { HotelReview } from '@hotel/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@hotel/ui';
import { ScoreCircles } from '../../../entities/hotel';
import { $reviews, $reviewsFailed, $visibleReviews, type HotelReviews, reviewsRetryClicked, showMoreClicked } from '../model';
import alertStyles from '../../../shared/alert.module.css';
import styles from './reviews.module.css';
import { useReviewLabels } from './use-review-labels';

/** SPEC 2.5 reviews (`#review`): the score on five circles, the count, the categories and the reviews. */
export function Reviews() {
  const [reviews, failed, visible, showMore] = useUnit([$reviews, $reviewsFailed, $visibleReviews, showMoreClicked]);
  const heading = useRef<HTMLHeadingElement>(null);
  let body = <div className={styles.placeholder} />;
  if (reviews) body = <ReviewsBody reviews={reviews} visible={visible} onShowMore={showMore} />;
  else if (failed) body = <ReviewsFailed heading={heading} />;
  return (
    <section className={styles.reviews} id="review" aria-labelledby="review-heading">
      <h2 className={styles.heading} id="review-heading" tabIndex={-1} ref={heading}>
        <FormattedMessage id="hotel.detail.reviews.title" />
      </h2>
      {body}
    </section>
  );
}

/** The reviews did not come: what went wrong and another try. The button goes as they load, so the focus goes to the heading. */
function ReviewsFailed({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const retry = useUnit(reviewsRetryClicked);
  return (
    <div className={alertStyles.alert} role="alert">
      <p>
        <FormattedMessage id="hotel.detail.reviews.failed" />
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          heading.current?.focus();
          retry();
        }}
      >
        <FormattedMessage id="hotel.detail.failed.retry" />
      </Button>
    </div>
  );
}

function ReviewsBody({ reviews, visible, onShowMore }: { reviews: HotelReviews; visible: number; onShowMore: () => void }) {
  const labels = useReviewLabels();
  const listRef = useRef<HTMLOListElement>(null);
  const shownBefore = useRef(visible);
  useEffect(() => {
    // After "show more", focus moves to the first review it revealed, so keyboard users carry on reading.
    if (visible > shownBefore.current) listRef.current?.querySelectorAll<HTMLElement>('li')[shownBefore.current]?.focus();
    shownBefore.current = visible;
  }, [visible]);
  const remaining = reviews.reviews.length - visible;
  return (
    <>
      <div className={styles.summary}>
        {reviews.score !== null && <ScoreCircles score={reviews.score} count={reviews.count} large />}
        <dl className={styles.breakdown} aria-label={labels.breakdown}>
          {labels.categories.map(([category, name]) => (
            <div key={category}>
              <dt>{name}</dt>
              <dd>
                <ScoreCircles score={reviews.breakdown[category]} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <ol className={styles.list} ref={listRef}>
        {reviews.reviews.slice(0, visible).map((review) => (
          <ReviewItem key={review.id} review={review} traveller={labels.traveller[review.traveller_type]} />
        ))}
      </ol>
      {remaining > 0 && (
        <Button variant="secondary" onClick={onShowMore}>
          <FormattedMessage id="hotel.detail.reviews.showMore" values={{ count: remaining }} />
        </Button>
      )}
    </>
  );
}

function ReviewItem({ review, traveller }: { review: HotelReview; traveller: string }) {
  const intl = useIntl();
  const stayed = intl.formatDate(`${review.stayed_on}T00:00:00`, { year: 'numeric', month: 'long' });
  return (
    <li className={styles.review} tabIndex={-1}>
      <ScoreCircles score={review.rating} />
      <h3 className={styles.title}>{review.title}</h3>
      <p className={styles.text}>{review.text}</p>
      <p className={styles.byline}>
        {review.author} · {traveller} · <FormattedMessage id="hotel.detail.reviews.stayed" values={{ date: stayed }} />
      </p>
    </li>
  );
}
