import { Dialog, DialogBody, DialogFooter, DialogHeader } from '@hotel/ui/dialog';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $sortDraft, overlayDismissed, sortDoneClicked, sortOptionPicked } from '../../model/filters';
import { $distanceKnown } from '../../model/list';
import { DoneButton } from './done-button';
import { SortOptions } from './sort-options';

/** SPEC 2.4 sort overlay: radio options, Done applies; centred, a bottom sheet on phones. */
export function SortDialog() {
  const intl = useIntl();
  const { draft, distanceKnown } = useUnit({ draft: $sortDraft, distanceKnown: $distanceKnown });
  const [pick, done, dismiss] = useUnit([sortOptionPicked, sortDoneClicked, overlayDismissed]);
  return (
    <Dialog shape="centred" phoneShape="sheet" lockPage={false} onClose={dismiss}>
      <DialogHeader title={<FormattedMessage id="search.list.sort.title" />} closeLabel={intl.formatMessage({ id: 'search.list.close' })} />
      <DialogBody>
        <SortOptions
          name="hotel-list-sort"
          legend={<FormattedMessage id="search.list.sort.title" />}
          value={draft}
          onPick={pick}
          distanceKnown={distanceKnown}
          legendHidden
        />
      </DialogBody>
      <DialogFooter>
        <DoneButton onDone={done} />
      </DialogFooter>
    </Dialog>
  );
}
