import { $locale, authPanelRequested } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { useNavigate, useSearchParams } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { $confirmation, type ConfirmationLink, confirmationPageOpened } from '../model';
import styles from './member-confirmation.module.css';

function linkOf(params: URLSearchParams): ConfirmationLink {
  const hotelId = Number(params.get('hotel_id'));
  return {
    confirmationToken: params.get('confirmation_token'),
    programId: params.get('program_id'),
    hotelId: Number.isInteger(hotelId) && hotelId > 0 ? hotelId : null,
  };
}

/**
 * The page the membership e-mail links to (SPEC 2.8 "Member confirmation"): the e-mail confirmed, the member
 * signed in when the engine says so, else a Login button; a failure shows the server's first message title.
 */
export function MemberConfirmation() {
  const [params] = useSearchParams();
  const [state, locale, opened, requestPanel] = useUnit([$confirmation, $locale, confirmationPageOpened, authPanelRequested]);
  const navigate = useNavigate();
  const search = params.toString();

  useEffect(() => {
    opened(linkOf(new URLSearchParams(search)));
  }, [search, opened]);

  const go = (path: string) => navigate(localizedPath(path, locale));
  if (state.kind === 'checking') {
    return (
      <p role="status" className={styles.message}>
        <FormattedMessage id="member.confirmation.checking" />
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.result}>
        <p role="alert" className={styles.failure}>
          {state.message ?? <FormattedMessage id="member.confirmation.invalidLink" />}
        </p>
        <Button onClick={() => go('/')}>
          <FormattedMessage id="member.confirmation.goHome" />
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.result}>
      <p role="status" className={styles.message}>
        <FormattedMessage id={state.signedIn ? 'member.confirmation.registeredSignedIn' : 'member.confirmation.registered'} />
      </p>
      {state.signedIn ? (
        <Button onClick={() => go('/my-profile')}>
          <FormattedMessage id="member.confirmation.myPage" />
        </Button>
      ) : (
        <Button onClick={() => requestPanel('login')}>
          <FormattedMessage id="member.confirmation.logIn" />
        </Button>
      )}
    </div>
  );
}
