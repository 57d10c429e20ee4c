import { localeChanged } from '@hotel/bus';
import { firstPaintLeadKey } from '@hotel/contracts';
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useFirstPaintLead } from './use-first-paint-lead';

function Sentence({ hotel, ready = true }: { hotel: string; ready?: boolean }) {
  const line = useRef<HTMLParagraphElement>(null);
  useFirstPaintLead(line, ready ? hotel : null, ['selected_rooms']);
  return (
    <p ref={line} style={{ fontSize: '16px', fontWeight: 400, lineHeight: '24px', color: 'rgb(87, 96, 106)' }}>
      You have selected <strong>{hotel}</strong> for 2 people
    </p>
  );
}

const kept = () => JSON.parse(localStorage.getItem(firstPaintLeadKey) ?? 'null');

describe('useFirstPaintLead', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    localStorage.setItem('selected_rooms', '{"hotelId":3}');
    window.history.replaceState(null, '', '/en/summary');
    localeChanged('en');
  });
  afterEach(() => jest.useRealTimers());

  it('keeps the line, its bold runs, font, address, language and sources once the page is idle', () => {
    render(<Sentence hotel="Hotel Sakura Susukino" />);
    expect(kept()).toBeNull();
    act(() => jest.runOnlyPendingTimers());
    expect(kept()).toMatchObject({
      path: '/en/summary',
      locale: 'en',
      parts: [{ text: 'You have selected ' }, { text: 'Hotel Sakura Susukino', strong: true }, { text: ' for 2 people' }],
      font: { size: '16px', weight: '400', lineHeight: '24px', color: 'rgb(87, 96, 106)' },
      sources: { selected_rooms: '{"hotelId":3}' },
    });
  });

  it('keeps nothing while the line is not there, and keeps it again when what it shows changes', () => {
    const { rerender } = render(<Sentence hotel="Hotel Sakura Susukino" ready={false} />);
    act(() => jest.runOnlyPendingTimers());
    expect(kept()).toBeNull();
    rerender(<Sentence hotel="Hotel Sakura Susukino" />);
    act(() => jest.runOnlyPendingTimers());
    rerender(<Sentence hotel="Hotel Sakura Kyoto" />);
    act(() => jest.runOnlyPendingTimers());
    expect(kept().parts[1]).toEqual({ text: 'Hotel Sakura Kyoto', strong: true });
  });

  it('keeps a cookie source as the page sees it', () => {
    document.cookie = 'email=emily%40example.com; path=/';
    function Name() {
      const line = useRef<HTMLParagraphElement>(null);
      useFirstPaintLead(line, 'Emily Clark', ['cookie:email', 'cookie:missing']);
      return <p ref={line}>Emily Clark</p>;
    }
    render(<Name />);
    act(() => jest.runOnlyPendingTimers());
    expect(kept().sources).toEqual({ 'cookie:email': 'emily%40example.com', 'cookie:missing': null });
  });

  it('measures nothing when the page has gone before it was idle', () => {
    const { unmount } = render(<Sentence hotel="Hotel Sakura Susukino" />);
    unmount();
    act(() => jest.runOnlyPendingTimers());
    expect(kept()).toBeNull();
  });
});

function TwoLines({ wide }: { wide: 'name' | 'status' }) {
  const name = useRef<HTMLHeadingElement>(null);
  const status = useRef<HTMLElement>(null);
  useFirstPaintLead(name, 'Hotel Sakura');
  useFirstPaintLead(status, 'Paid by card');
  const box = (width: number) => () => ({ top: 100, left: 0, right: width, bottom: 124, width, height: 24, x: 0, y: 100, toJSON: () => ({}) });
  return (
    <>
      <h2 ref={(element) => { name.current = element; if (element) element.getBoundingClientRect = box(wide === 'name' ? 300 : 100); }}>Hotel Sakura</h2>
      <dd ref={(element) => { status.current = element; if (element) element.getBoundingClientRect = box(wide === 'status' ? 300 : 100); }}>Paid by card</dd>
    </>
  );
}

describe('useFirstPaintLead on a page that offers several lines', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it.each([['name', 'Hotel Sakura'], ['status', 'Paid by card']] as const)('keeps the one with the most text on the first screen (%s)', (wide, text) => {
    window.history.replaceState(null, '', `/en/confirm-booking/${wide}`);
    render(<TwoLines wide={wide} />);
    act(() => jest.runOnlyPendingTimers());
    expect(kept().parts).toEqual([{ text }]);
  });
});
