import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $sortDraft, overlayDismissed, sortDoneClicked, sortOptionPicked } from '../../model/filters';
import { $distanceKnown } from '../../model/list';
import { Dialog } from '../dialog/dialog';
import { SortOptions } from './sort-options';

/** SPEC 2.4 sort overlay: radio options, Done applies. */
export function SortDialog() {
  const { draft, distanceKnown } = useUnit({ draft: $sortDraft, distanceKnown: $distanceKnown });
  const [pick, done, dismiss] = useUnit([sortOptionPicked, sortDoneClicked, overlayDismissed]);
  return (
    <Dialog
      variant="sheet"
      title={<FormattedMessage id="search.list.sort.title" />}
      onDismiss={dismiss}
      footer={(leave) => (
        <Button onClick={() => leave(done)}>
          <FormattedMessage id="search.list.done" />
        </Button>
      )}
    >
      <SortOptions
        name="hotel-list-sort"
        legend={<FormattedMessage id="search.list.sort.title" />}
        value={draft}
        onPick={pick}
        distanceKnown={distanceKnown}
        legendHidden
      />
    </Dialog>
  );
}
