import { Button } from '@hotel/ui';
import { Dialog, DialogTitle } from '@hotel/ui/dialog';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { $step, type SignUpStep, signUpClosed, signUpOpened } from '../model';
import { OtpStep } from './otp-step';
import { SignUpForm } from './sign-up-form';
import styles from './sign-up.module.css';
import { ThankYou } from './thank-you';

export interface SignUpPanelProps {
  onClose(): void;
}

const titleIds: Record<SignUpStep, string> = {
  form: 'member.signup.title',
  otp: 'member.signup.otpTitle',
  done: 'member.signup.doneTitle',
};

/**
 * The sign-up side panel (SPEC 2.8): form, OTP, thank-you. It does not close on an outside click and the page
 * behind does not scroll. Each step starts with the focus on its first field, or on its heading when it has none.
 */
export function SignUpPanel({ onClose }: SignUpPanelProps) {
  const [step, opened, closed] = useUnit([$step, signUpOpened, signUpClosed]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);

  useEffect(() => {
    const field = bodyRef.current?.querySelector<HTMLElement>('input, select, textarea');
    (field ?? headingRef.current)?.focus();
  }, [step]);

  return (
    <Dialog shape="end" phoneShape="full" onClose={onClose} dismissOnOutsideClick={false}>
      <header className={styles.header}>
        <DialogTitle ref={headingRef} tabIndex={-1} className={styles.title}>
          <FormattedMessage id={titleIds[step]} />
        </DialogTitle>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="member.signup.close" />
        </Button>
      </header>
      <div ref={bodyRef} className={styles.body}>
        {step === 'form' && <SignUpForm />}
        {step === 'otp' && <OtpStep />}
        {step === 'done' && <ThankYou onClose={onClose} />}
      </div>
    </Dialog>
  );
}
