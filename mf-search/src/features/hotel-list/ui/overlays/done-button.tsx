import { Button } from '@hotel/ui';
import { useDialogClose } from '@hotel/ui/dialog';
import { FormattedMessage } from 'react-intl';

/** Done: applies the overlay's choice and closes it, the focus already back on the toolbar as the list changes. */
export function DoneButton({ onDone }: { onDone: () => void }) {
  const close = useDialogClose();
  return (
    <Button onClick={() => close(onDone)}>
      <FormattedMessage id="search.list.done" />
    </Button>
  );
}
