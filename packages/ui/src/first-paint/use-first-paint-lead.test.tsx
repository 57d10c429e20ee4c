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

  it('measures nothing when the page has gone before it was idle', () => {
    const { unmount } = render(<Sentence hotel="Hotel Sakura Susukino" />);
    unmount();
    act(() => jest.runOnlyPendingTimers());
    expect(kept()).toBeNull();
  });
});
