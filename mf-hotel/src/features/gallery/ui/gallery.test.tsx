import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import messages from '../../../lang/hotel-detail/en.json';
import { mito } from '../../hotel-detail/testing/fixtures';
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
    this.realIndex = (this.realIndex + 1) % 3;
    this.listeners.slideChange?.forEach((listener) => listener());
  }
  slidePrev() {
    this.realIndex = (this.realIndex + 2) % 3;
    this.listeners.slideChange?.forEach((listener) => listener());
  }
  destroy() {}
}

jest.mock('../load-swiper', () => ({ loadSwiper: async () => ({ Swiper, A11y: 'A11y' }) }));

function onPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

async function show(ui: ReactElement) {
  await act(async () => {
    render(
      <IntlProvider locale="en" messages={messages}>
        {ui}
      </IntlProvider>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
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
    await show(<Gallery hotelName="Hotel Sakura Mito" images={images} />);
    expect(swipers[0]?.options).toMatchObject({ slidesPerView: 1, breakpoints: { 768: { slidesPerView: 2 }, 2000: { slidesPerView: 3 } }, modules: ['A11y'] });
    const next = screen.getByRole('button', { name: 'Next photo' });
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeTruthy();
    await act(async () => fireEvent.click(next));
    expect(swipers[0]?.realIndex).toBe(1);
  });

  it('opens nothing full screen on larger screens', async () => {
    onPhone(false);
    await show(<Gallery hotelName="Hotel Sakura Mito" images={images} />);
    expect(screen.queryByRole('button', { name: /full screen/ })).toBeNull();
  });

  it('on phones opens the tapped photo full screen: vertical loop, fraction pager, next, close', async () => {
    onPhone(true);
    await show(<Gallery hotelName="Hotel Sakura Mito" images={images} />);
    const lobby = screen.getByRole('button', { name: 'Open photo 2 of 3 full screen: Lobby' });
    await act(async () => fireEvent.click(lobby));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const dialog = screen.getByRole('dialog', { name: 'Photo gallery of Hotel Sakura Mito' });
    expect(swipers[1]?.options).toMatchObject({ direction: 'vertical', loop: true, speed: 600, spaceBetween: 20, initialSlide: 1 });
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    const close = within(dialog).getByRole('button', { name: 'Close the photo gallery' });
    expect(document.activeElement).toBe(close);
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' })));
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' })));
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(lobby);
  });
});
