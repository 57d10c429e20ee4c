import { desktopWidth, phoneWidth, renderWithApp, setViewportWidth, settle } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { mito } from '../../../entities/hotel/testing/fixtures';
import messages from '../../../lang/hotel-detail/en.json';
import { Gallery } from './gallery';

interface FakeSwiper {
  options: Record<string, unknown>;
  realIndex: number;
  isBeginning: boolean;
  isEnd: boolean;
  slideNext: () => void;
  slidePrev: () => void;
}

const swipers: FakeSwiper[] = [];

/** Stands in for swiper: records its options and moves like a loop, so the page's controls can be checked. */
class Swiper implements FakeSwiper {
  realIndex: number;
  isBeginning = true;
  isEnd = false;
  private listeners: Record<string, Array<() => void>> = {};
  constructor(
    _element: HTMLElement,
    readonly options: Record<string, unknown>,
  ) {
    this.realIndex = Number(options.initialSlide ?? 0);
    swipers.push(this);
  }
  on(event: string, listener: () => void) {
    (this.listeners[event] ??= []).push(listener);
  }
  slideNext() {
    this.moveTo((this.realIndex + 1) % 3);
  }
  slidePrev() {
    this.moveTo((this.realIndex + 2) % 3);
  }
  private moveTo(index: number) {
    this.realIndex = index;
    this.isBeginning = index === 0;
    this.isEnd = index === 2;
    this.listeners.slideChange?.forEach((listener) => listener());
  }
  destroy() {}
}

jest.mock('../load-swiper', () => ({ loadSwiper: async () => ({ Swiper, A11y: 'A11y' }) }));

const onPhone = (phone: boolean) => setViewportWidth(phone ? phoneWidth : desktopWidth);

/** The gallery as the page shows it, once its carousel code has loaded. */
async function show(ui: ReactElement) {
  const app = await renderWithApp(ui, { locale: 'en', messages });
  await settle();
  return app;
}

const { images } = mito();

beforeEach(() => {
  swipers.length = 0;
});

describe('gallery (SPEC 2.5)', () => {
  it('shows the 940x580 photos with their captions as text alternatives, size reserved, the first ones eagerly', async () => {
    onPhone(false);
    await show(<Gallery hotelName="Hotel Sakura Mito" images={images} />);
    const photos = screen.getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual(['Exterior', 'Lobby', 'Twin room']);
    expect(photos.map((img) => `${img.getAttribute('width')}x${img.getAttribute('height')}`)).toEqual(['940x580', '940x580', '940x580']);
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
  });

  it('becomes a swiper carousel with its a11y module and labelled previous and next buttons', async () => {
    onPhone(false);
    const { user } = await show(<Gallery hotelName="Hotel Sakura Mito" images={images} />);
    expect(swipers[0]?.options).toMatchObject({ slidesPerView: 1, breakpoints: { 768: { slidesPerView: 2 }, 2000: { slidesPerView: 3 } }, modules: ['A11y'] });
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(swipers[0]?.realIndex).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(swipers[0]?.realIndex).toBe(0);
  });

  it('opens nothing full screen on larger screens', async () => {
    onPhone(false);
    await show(<Gallery hotelName="Hotel Sakura Mito" images={images} />);
    expect(screen.queryByRole('button', { name: /full screen/ })).toBeNull();
  });

  it('on phones opens the tapped photo full screen: vertical loop, fraction pager, next, close', async () => {
    onPhone(true);
    const { user } = await show(<Gallery hotelName="Hotel Sakura Mito" images={images} />);
    const lobby = screen.getByRole('button', { name: 'Open photo 2 of 3 full screen: Lobby' });
    await user.click(lobby);
    const dialog = await screen.findByRole('dialog', { name: 'Photo gallery of Hotel Sakura Mito' });
    await settle();
    expect(swipers[1]?.options).toMatchObject({ direction: 'vertical', loop: true, speed: 600, spaceBetween: 20, initialSlide: 1 });
    const pager = () => within(dialog).getByText(/^\d \/ 3$/);
    expect(pager()).toHaveTextContent('2 / 3');
    expect(within(dialog).getByRole('button', { name: 'Close the photo gallery' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(pager()).toHaveTextContent('3 / 3');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(pager()).toHaveTextContent('1 / 3');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(lobby).toHaveFocus();
  });
});
