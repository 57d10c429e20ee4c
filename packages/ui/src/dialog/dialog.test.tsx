import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';
import { useDialogClose } from './dialog-context';
import { DialogBody, DialogFooter, DialogHeader } from './dialog-parts';

function DoneButton({ onDone }: { onDone: () => void }) {
  const close = useDialogClose();
  return (
    <button type="button" onClick={() => close(onDone)}>
      Done
    </button>
  );
}

/** A page with a sort button opening a dialog, as the hotel list has. */
function SortPage({ dismissOnOutsideClick, onDone = () => undefined }: { dismissOnOutsideClick?: boolean; onDone?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Sort
      </button>
      {open && (
        <Dialog shape="centred" phoneShape="sheet" onClose={() => setOpen(false)} dismissOnOutsideClick={dismissOnOutsideClick}>
          <DialogHeader title="Sort by" closeLabel="Close" />
          <DialogBody>
            <label>
              <input type="radio" name="order" /> Lowest price
            </label>
            <label>
              <input type="radio" name="order" defaultChecked data-autofocus /> Highest rated
            </label>
          </DialogBody>
          <DialogFooter>
            <DoneButton
              onDone={() => {
                onDone();
                setOpen(false);
              }}
            />
          </DialogFooter>
        </Dialog>
      )}
    </main>
  );
}

async function openSortDialog(props: Parameters<typeof SortPage>[0] = {}) {
  const user = userEvent.setup();
  render(<SortPage {...props} />);
  const opener = screen.getByRole('button', { name: 'Sort' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Sort by' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with the focus on the chosen option', async () => {
    const { dialog } = await openSortDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('radio', { name: 'Highest rated' })).toHaveFocus();
  });

  it('Escape closes it and the focus goes back to the button that opened it', async () => {
    const { user, opener } = await openSortDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Tab and Shift+Tab go round inside the dialog, never to the page behind', async () => {
    const { user, dialog } = await openSortDialog();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('a click on the page behind closes it by default', async () => {
    const { user, dialog, opener } = await openSortDialog();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on a click outside when told to (a form the visitor could lose)', async () => {
    const { user, dialog } = await openSortDialog({ dismissOnOutsideClick: false });
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Sort by' })).toBeInTheDocument();
  });

  it('locks the page scroll while open and gives it back on close', async () => {
    const { user } = await openSortDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('a Done button runs its action once the focus is out of the dialog, then the focus is back on the opener', async () => {
    let focusedDuringAction: Element | null = null;
    const { user, dialog, opener } = await openSortDialog({ onDone: () => (focusedDuringAction = document.activeElement) });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(dialog.contains(focusedDuringAction)).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('an alert dialog can be named by aria-label and starts on a given control', async () => {
    function Expired() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Dialog shape="centred" role="alertdialog" aria-label="Session expired" onClose={() => setOpen(false)} dismissOnOutsideClick={false}>
          <button type="button">Log in</button>
          <button type="button" data-autofocus onClick={() => setOpen(false)}>
            Close
          </button>
        </Dialog>
      ) : null;
    }
    render(<Expired />);
    await act(async () => undefined);
    expect(screen.getByRole('alertdialog', { name: 'Session expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
