import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useState } from 'react';
import { TOAST_TIMEOUT_MS } from '#shared/domain/constants';
import type { RegistrationDetails } from '#shared/domain/rules';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { PRODUCT_NAME } from '#web/content/site';
import { ApiError } from '#web/lib/api';
import { type MessageId, useT } from '#web/lib/i18n';
import { isPrivacyStep, type LoginStep, useSession } from '#web/lib/session';
import { isHeldCode } from '#web/lib/unauthorized';
import { readRegistrationDob, readRegistrationNumber, readVerifiedNumber } from '#web/lib/worker-storage';
import { registerDetails } from './api/register-details';
import { registerMobileNumber } from './api/register-mobile-number';
import { MobileNumberStep } from './steps/MobileNumberStep';
import { OtpStep } from './steps/OtpStep';
import { PersonalDetailsStep } from './steps/PersonalDetailsStep';
import { PrivacySteps } from './steps/PrivacySteps';
import { SignInStep } from './steps/SignInStep';

/** Space kept between a tall dialog and the window's top and bottom edges on desktop, and Fluent's own padding. */
const DIALOG_MARGIN = 48;
const SURFACE_PADDING = 24;
const DESKTOP = '@media (min-width: 601px) and (min-height: 560px)';

const useStyles = makeStyles({
  // No `position` here: Fluent's `fixed` centres the dialog in the window (a `relative` put it in the page's
  // flow, at the very top over the header) and already anchors the BusyOverlay.
  surface: {
    width: '35%',
    minWidth: '400px',
    maxWidth: '100%',
    '@media (max-width: 600px)': {
      width: '100%',
      minWidth: 0,
      borderRadius: 0,
    },
    // Fluent lets a tall step (Personal Details) fill the whole height, flush with the window's top over the
    // header; on a wide, tall enough window it keeps a margin above and below and scrolls inside instead.
    [DESKTOP]: {
      maxHeight: [`calc(100vh - ${2 * DIALOG_MARGIN}px)`, `calc(100dvh - ${2 * DIALOG_MARGIN}px)`],
    },
  },
  body: {
    [DESKTOP]: {
      maxHeight: [
        `calc(100vh - ${2 * DIALOG_MARGIN + 2 * SURFACE_PADDING}px)`,
        `calc(100dvh - ${2 * DIALOG_MARGIN + 2 * SURFACE_PADDING}px)`,
      ],
    },
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalM,
  },
  logout: { alignSelf: 'center' },
});

const STEP_TITLES: Record<LoginStep, MessageId> = {
  0: 'auth.welcome',
  1: 'auth.personalDetails',
  2: 'auth.enterMobile',
  3: 'auth.enterOtp',
  consent: 'auth.privacyTitle',
  noticeUpdate: 'auth.noticeUpdateTitle',
  parent: 'auth.parentTitle',
};

/**
 * The login and registration dialog (spec section 2): sign-in (0), Personal Details (1), Enter Mobile
 * Number (2), Enter Your OTP (3); before step 1, while the account is held, the consent step, the
 * notice-update step or the parent's step. It is an alert dialog: clicking outside never dismisses it. Step 0
 * has a close icon; every other step has the Logout link, which signs out and closes.
 */
export function LoginDialog() {
  const styles = useStyles();
  const t = useT();
  const session = useSession();
  const { open, step } = session.login;
  const [busy, setBusy] = useState<string>();
  // The number the code went to, when the worker went back from the OTP step to change it.
  const [changingFrom, setChangingFrom] = useState<string>();
  const toasterId = useId('login-toaster');
  const { dispatchToast } = useToastController(toasterId);

  /** Spec: registerDetails or registerMobileNumber failing stops the overlay, signs out and closes. */
  function failRegistration(title: MessageId, error: unknown) {
    setBusy(undefined);
    // A held account (a 403 with its code) is not signed out: the dialog shows the consent step instead.
    if (error instanceof ApiError && isHeldCode(error.code)) return;
    session.signOut();
    const reason = error instanceof Error ? error.message : String(error);
    dispatchToast(
      <Toast>
        <ToastTitle>{t(title)}</ToastTitle>
        <ToastBody>{t('auth.signInAgain', { reason })}</ToastBody>
      </Toast>,
      { intent: 'error' },
    );
  }

  async function saveDetails(details: RegistrationDetails) {
    setBusy(t('common.pleaseWait'));
    try {
      await registerDetails(details);
      setBusy(undefined);
      // Signed up by phone: the number is verified already, so the details end the registration.
      if (readVerifiedNumber()) session.finishRegistration(details.name);
      else session.goToStep(2);
    } catch (error: unknown) {
      failRegistration('auth.detailsNotSaved', error);
    }
  }

  async function saveMobileNumber(number: string) {
    // Back from the OTP step with the same number: the code already sent stands (a second send so soon would
    // be refused, and a refusal here signs out).
    if (changingFrom !== undefined && number === changingFrom) {
      setChangingFrom(undefined);
      session.goToStep(3);
      return;
    }
    setChangingFrom(undefined);
    setBusy(t('common.pleaseWait'));
    try {
      await registerMobileNumber(number);
      setBusy(undefined);
      session.goToStep(3);
    } catch (error: unknown) {
      failRegistration('auth.codeNotSent', error);
    }
  }

  function logout() {
    setBusy(undefined);
    session.signOut();
  }

  return (
    <>
      <Dialog
        open={open}
        modalType="alert"
        onOpenChange={(_event, data) => {
          // Escape closes the sign-in step only; a registration in progress ends with Logout or success.
          if (!data.open && step === 0) session.closeLogin();
        }}
      >
        <DialogSurface className={styles.surface} aria-busy={busy ? true : undefined}>
          <DialogBody className={styles.body}>
            <DialogTitle
              action={
                step === 0 ? (
                  <Button
                    appearance="subtle"
                    aria-label={t('auth.close')}
                    icon={<DismissRegular />}
                    onClick={session.closeLogin}
                  />
                ) : null
              }
            >
              {t(STEP_TITLES[step], { product: PRODUCT_NAME })}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {step === 0 ? <SignInStep setBusy={setBusy} /> : null}
              {isPrivacyStep(step) ? <PrivacySteps step={step} setBusy={setBusy} /> : null}
              {step === 1 ? (
                <PersonalDetailsStep initialDob={readRegistrationDob()} onSubmit={saveDetails} />
              ) : null}
              {step === 2 ? <MobileNumberStep onSubmit={saveMobileNumber} /> : null}
              {step === 3 ? (
                <OtpStep
                  number={readRegistrationNumber()}
                  setBusy={setBusy}
                  onValidated={session.finishRegistration}
                  onChangeNumber={() => {
                    setChangingFrom(readRegistrationNumber());
                    session.goToStep(2);
                  }}
                />
              ) : null}
              {step !== 0 ? (
                <Link as="button" className={styles.logout} onClick={logout}>
                  {t('auth.logout')}
                </Link>
              ) : null}
            </DialogContent>
          </DialogBody>
          {busy ? <BusyOverlay label={busy} /> : null}
        </DialogSurface>
      </Dialog>
      <Toaster toasterId={toasterId} position="top-end" timeout={TOAST_TIMEOUT_MS} pauseOnHover />
    </>
  );
}
