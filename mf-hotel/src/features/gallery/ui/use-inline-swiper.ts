import type { Swiper as SwiperInstance } from 'swiper';
import { useEffect, useRef, useState } from 'react';
import { inlineGalleryOptions } from '../lib';
import { loadSwiper } from '../load-swiper';
import styles from './gallery.module.css';
import { useGalleryTexts } from './use-gallery-texts';

const slideClasses = { track: styles.track ?? '', slide: styles.slide ?? '' };

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Turns the plain list of photos into a swiper carousel once swiper's chunk arrives (the first photo shows
 * before that). Arrow keys move it while focus is inside it.
 */
export function useInlineSwiper(hotelName: string, count: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: count <= 1 });
  const texts = useGalleryTexts(hotelName);

  useEffect(() => {
    let cancelled = false;
    const container = containerRef.current;
    if (!container) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') swiperRef.current?.slidePrev();
      if (event.key === 'ArrowRight') swiperRef.current?.slideNext();
    };
    void loadSwiper().then(({ Swiper, A11y }) => {
      if (cancelled) return;
      const swiper = new Swiper(container, { ...inlineGalleryOptions(slideClasses, texts), modules: [A11y] });
      const update = () => setEdges({ atStart: swiper.isBeginning, atEnd: swiper.isEnd });
      swiper.on('slideChange', update);
      swiper.on('breakpoint', update);
      swiper.on('resize', update);
      swiperRef.current = swiper;
      update();
      setReady(true);
    });
    container.addEventListener('keydown', onKey);
    return () => {
      cancelled = true;
      container.removeEventListener('keydown', onKey);
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
      setReady(false);
    };
    // Another hotel or language remounts the gallery (its key); new texts rebuild the carousel.
  }, [count, texts]);

  return {
    containerRef,
    ready,
    edges,
    previous: () => swiperRef.current?.slidePrev(),
    next: () => swiperRef.current?.slideNext(),
  };
}
