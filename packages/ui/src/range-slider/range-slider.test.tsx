import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RangeSlider } from './range-slider';

const yen = (value: number) => `¥${value.toLocaleString('en-US')}`;

function PriceFilter({ onChange }: { onChange: (range: [number, number]) => void }) {
  const [range, setRange] = useState<[number, number]>([8_000, 30_000]);
  return (
    <RangeSlider
      legend="Price"
      lowLabel="Minimum price"
      highLabel="Maximum price"
      min={8_000}
      max={30_000}
      step={1_000}
      value={range}
      valueText={yen}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
    />
  );
}

// The thumbs are native range inputs: the browser moves them with the arrow, Page and Home/End keys (the
// journeys press them). jsdom has no such keys, so these tests move a thumb as the browser then reports it.
const moveTo = (thumb: HTMLElement, value: number) => fireEvent.change(thumb, { target: { value: String(value) } });

describe('RangeSlider', () => {
  it('two named thumbs over the bounds, read out as prices', () => {
    render(<PriceFilter onChange={jest.fn()} />);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    expect([low.getAttribute('min'), low.getAttribute('max'), low.getAttribute('step')]).toEqual(['8000', '30000', '1000']);
    expect(low).toHaveAttribute('aria-valuetext', '¥8,000');
    expect(high).toHaveAttribute('aria-valuetext', '¥30,000');
    expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('¥8,000 – ¥30,000');
  });

  it('moving a thumb reports the new range and shows it', () => {
    const onChange = jest.fn();
    render(<PriceFilter onChange={onChange} />);
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    moveTo(high, 28_000);
    expect(onChange).toHaveBeenLastCalledWith([8_000, 28_000]);
    expect(high).toHaveAttribute('aria-valuetext', '¥28,000');
    moveTo(screen.getByRole('slider', { name: 'Minimum price' }), 9_000);
    expect(onChange).toHaveBeenLastCalledWith([9_000, 28_000]);
    expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('¥9,000 – ¥28,000');
  });

  it('a thumb never passes the other one', () => {
    const onChange = jest.fn();
    render(<PriceFilter onChange={onChange} />);
    moveTo(screen.getByRole('slider', { name: 'Maximum price' }), 12_000);
    moveTo(screen.getByRole('slider', { name: 'Minimum price' }), 20_000);
    expect(onChange).toHaveBeenLastCalledWith([12_000, 12_000]);
    moveTo(screen.getByRole('slider', { name: 'Maximum price' }), 10_000);
    expect(onChange).toHaveBeenLastCalledWith([12_000, 12_000]);
  });
});
