import type { HotelImage } from '@hotel/contracts';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { contentImageSrcSet, contentImageUrl, galleryImageSizes, useIsPhone } from '@hotel/ui';
import { ArrowIcon } from './arrow-icon';
import styles from './gallery.module.css';
import { useInlineSwiper } from './use-inline-swiper';

const FullScreenGallery = lazy(() => import(/* webpackChunkName: "gallery-full-screen" */ './full-screen-gallery'));

interface GalleryProps {
  hotelName: string;
  images: readonly HotelImage[];
}

/** SPEC 2.5 image gallery: a carousel of 940x580 photos; on phones a tap opens them full screen. */
export function Gallery({ hotelName, images }: GalleryProps) {
  const intl = useIntl();
  const isPhone = useIsPhone();
  const [open, setOpen] = useState<{ at: number; opener: HTMLElement } | null>(null);
  const { containerRef, ready, edges, previous, next } = useInlineSwiper(hotelName, images.length);
  const total = images.length;
  return (
    <section className={styles.gallery} aria-label={intl.formatMessage({ id: 'hotel.detail.gallery.label' }, { name: hotelName })}>
      <div className={styles.swiper} ref={containerRef}>
        <div className={styles.track}>
          {images.map((image, i) => (
            <div className={styles.slide} key={image.url}>
              <Slide
                image={image}
                eager={i < 2}
                onOpen={isPhone ? (opener) => setOpen({ at: i, opener }) : null}
                openLabel={intl.formatMessage({ id: 'hotel.detail.gallery.open' }, { index: i + 1, total, caption: image.caption })}
              />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        onClick={previous}
        disabled={!ready || edges.atStart}
        aria-label={intl.formatMessage({ id: 'hotel.detail.gallery.previous' })}
      >
        <ArrowIcon direction="left" />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        onClick={next}
        disabled={!ready || edges.atEnd}
        aria-label={intl.formatMessage({ id: 'hotel.detail.gallery.next' })}
      >
        <ArrowIcon direction="right" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <FullScreenGallery hotelName={hotelName} images={images} startAt={open.at} opener={open.opener} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}

interface SlideProps {
  image: HotelImage;
  eager: boolean;
  onOpen: ((opener: HTMLElement) => void) | null;
  openLabel: string;
}

function Slide({ image, eager, onOpen, openLabel }: SlideProps) {
  const picture = (
    <img
        className={styles.image}
        src={contentImageUrl(image.url)}
        srcSet={contentImageSrcSet(image.url)}
        sizes={galleryImageSizes}
        width={image.width}
        height={image.height}
        alt={image.caption}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
        fetchPriority={eager ? 'high' : 'auto'}
      />
  );
  if (!onOpen) return <div className={styles.frame}>{picture}</div>;
  return (
    <button type="button" className={styles.frame} onClick={(event) => onOpen(event.currentTarget)} aria-label={openLabel}>
      {picture}
    </button>
  );
}
