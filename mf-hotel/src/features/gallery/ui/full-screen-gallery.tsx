import type { HotelImage } from '@hotel/contracts';
import type { Swiper as SwiperInstance } from 'swiper';
import { useEffect, useRef, useState } from 'react';
import { contentImageUrl } from '@hotel/ui';
import { Dialog } from '@hotel/ui/dialog';
import { useIntl } from 'react-intl';
import { fraction, fullScreenGalleryOptions } from '../lib';
import { loadSwiper } from '../load-swiper';
import { ArrowIcon } from './arrow-icon';
import styles from './full-screen-gallery.module.css';
import { useGalleryTexts } from './use-gallery-texts';

const slideClasses = { track: styles.track ?? '', slide: styles.slide ?? '' };

interface FullScreenGalleryProps {
  hotelName: string;
  images: readonly HotelImage[];
  startAt: number;
  /** The photo that was tapped: focus goes back to it on close. */
  opener: HTMLElement | null;
  onClose: () => void;
}

/** SPEC 2.5 phone gallery: full screen, vertical, looping, with a fraction pager and a close button. */
export default function FullScreenGallery({ hotelName, images, startAt, opener, onClose }: FullScreenGalleryProps) {
  const intl = useIntl();
  const texts = useGalleryTexts(hotelName);
  const closeRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [position, setPosition] = useState(startAt);

  useEffect(() => {
    let cancelled = false;
    void loadSwiper().then(({ Swiper, A11y }) => {
      if (cancelled || !containerRef.current) return;
      const swiper = new Swiper(containerRef.current, { ...fullScreenGalleryOptions(slideClasses, texts, startAt), modules: [A11y] });
      swiper.on('slideChange', () => setPosition(swiper.realIndex));
      swiperRef.current = swiper;
    });
    return () => {
      cancelled = true;
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [texts, startAt]);

  const pager = fraction(position, images.length);
  return (
    <Dialog
      shape="full"
      className={styles.dialog}
      aria-label={intl.formatMessage({ id: 'hotel.detail.gallery.dialog' }, { name: hotelName })}
      onClose={onClose}
      dismissOnOutsideClick={false}
      initialFocus={closeRef}
      returnFocusTo={opener}
    >
      <div className={styles.bar}>
        <p className={styles.fraction} aria-live="polite">
          {intl.formatMessage({ id: 'hotel.detail.gallery.position' }, pager)}
        </p>
        <button
          type="button"
          ref={closeRef}
          className={styles.button}
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'hotel.detail.gallery.close' })}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={styles.swiper} ref={containerRef}>
        <div className={styles.track}>
          {images.map((image) => (
            <figure className={styles.slide} key={image.url}>
              <img
                className={styles.image}
                src={contentImageUrl(image.url)}
                width={image.width}
                height={image.height}
                alt={image.caption}
                decoding="async"
                draggable={false}
              />
              <figcaption className={styles.caption} aria-hidden="true">
                {image.caption}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          onClick={() => swiperRef.current?.slidePrev()}
          aria-label={intl.formatMessage({ id: 'hotel.detail.gallery.previous' })}
        >
          <ArrowIcon direction="up" />
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => swiperRef.current?.slideNext()}
          aria-label={intl.formatMessage({ id: 'hotel.detail.gallery.next' })}
        >
          <ArrowIcon direction="down" />
        </button>
      </div>
    </Dialog>
  );
}
