import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckGroup } from './check-group';

const trips = [
  { value: 'business', label: 'Business' },
  { value: 'couple', label: 'Couples' },
  { value: 'family', label: 'Families' },
];

function TripFilter({ onChange }: { onChange: (checked: string[], toggled: string) => void }) {
  const [checked, setChecked] = useState<string[]>(['couple']);
  return (
    <CheckGroup
      legend="Trip type"
      options={trips}
      checked={checked}
      onChange={(next, toggled) => {
        onChange(next, toggled);
        setChecked(next);
      }}
    />
  );
}

describe('CheckGroup', () => {
  it('ticking and unticking report the values now checked and the one toggled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TripFilter onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Trip type' });
    expect(within(group).getByRole('checkbox', { name: 'Couples' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Families' }));
    expect(onChange).toHaveBeenLastCalledWith(['couple', 'family'], 'family');
    await user.click(within(group).getByRole('checkbox', { name: 'Couples' }));
    expect(onChange).toHaveBeenLastCalledWith(['family'], 'couple');
    expect(within(group).getByRole('checkbox', { name: 'Couples' })).not.toBeChecked();
  });

  it('is left out when there is nothing to choose', () => {
    render(<CheckGroup legend="Prefecture" options={[]} checked={[]} onChange={() => undefined} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
