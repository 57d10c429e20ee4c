import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { PageFrame } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';

/** SPEC 8: the site token or client session could not be obtained. */
export function SomethingWrongPage() {
  const locale = useUnit($locale);
  return (
    <PageFrame pageId="something-wrong-page" title={<FormattedMessage id="somethingWrong.title" />}>
      <p>
        <FormattedMessage id="somethingWrong.body" />
      </p>
      <a href={localizedPath('/', locale)}>
        <FormattedMessage id="somethingWrong.retry" />
      </a>
    </PageFrame>
  );
}
