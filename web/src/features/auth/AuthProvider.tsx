/**
 * The worker's session in one place: who is signed in, the login dialog's step, sign-out, and what a 401
 * does. It is in the first-load bundle, so the dialog itself (Fluent Dialog, the forms, the district list)
 * is fetched only when it first opens.
 */
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SIGN_OUT_RELOAD_DELAY_MS } from '#shared/domain/constants';
import { signOutOfGoogle } from '#web/lib/google-identity';
import { activeLanguage, chooseLanguage, lazyPart, readStoredLanguage } from '#web/lib/i18n';
import { forgetWorkerCopies } from '#web/lib/offline-copy';
import { paths } from '#web/lib/paths';
import { takeReturnTo } from '#web/lib/return-to';
import {
  browser,
  isPrivacyStep,
  type LoginDialogState,
  type LoginStep,
  type PrivacyStep,
  type Session,
  SessionContext,
  type SignInResult,
  stepForHold,
} from '#web/lib/session';
import {
  HELD_EVENT,
  type HeldDetail,
  UNAUTHORIZED_EVENT,
  type UnauthorizedDetail,
} from '#web/lib/unauthorized';
import {
  clearLocalStorage,
  type PrivacyHold,
  type RegistrationStep,
  readPrivacyHold,
  readRegistrationNumber,
  readRegistrationStep,
  readSessionToken,
  readStoredUser,
  type StoredUser,
  storePrivacyHold,
  storeRegistrationDob,
  storeRegistrationNumber,
  storeRegistrationStep,
  storeSession,
  storeVerifiedNumber,
} from '#web/lib/worker-storage';

import { saveLanguage } from './api/set-language';
import { endSession } from './api/sign-out';

const LoginDialog = lazyPart(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));

interface StoredSession {
  token: string | null;
  user: StoredUser | undefined;
  registrationStep: RegistrationStep | undefined;
  held: PrivacyHold | undefined;
}

function restore(): StoredSession {
  const token = readSessionToken();
  let registrationStep = token ? readRegistrationStep() : undefined;
  // The OTP step needs the number to resend to; without it the worker enters the number again.
  if (registrationStep === 3 && !readRegistrationNumber()) registrationStep = 2;
  const held = token ? readPrivacyHold() : undefined;
  return { token, user: token ? readStoredUser() : undefined, registrationStep, held };
}

const signedOut: StoredSession = {
  token: null,
  user: undefined,
  registrationStep: undefined,
  held: undefined,
};
const closed: LoginDialogState = { open: false, step: 0 };

/** Where the dialog opens for a signed-in worker: a held account's step first, then unfinished registration. */
function pendingStep(stored: Pick<StoredSession, 'held' | 'registrationStep'>): LoginStep | undefined {
  return stored.held ? stepForHold(stored.held) : stored.registrationStep;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [stored, setStored] = useState(restore);
  // A worker who reloads in the middle of registration finds the dialog open at the step they left.
  const [login, setLogin] = useState<LoginDialogState>(() => {
    const step = pendingStep(stored);
    return step ? { open: true, step } : closed;
  });
  const [dialogWanted, setDialogWanted] = useState(login.open);

  const openLogin = useCallback((options: { step?: LoginStep; message?: string } = {}) => {
    const token = readSessionToken();
    const pending = pendingStep({ held: readPrivacyHold(), registrationStep: readRegistrationStep() });
    const step = token ? (options.step ?? pending ?? 0) : 0;
    setDialogWanted(true);
    setLogin({ open: true, step, message: options.message });
  }, []);

  const closeLogin = useCallback(() => setLogin(closed), []);

  const signOut = useCallback(
    ({ reload = false, revoke = true }: { reload?: boolean; revoke?: boolean } = {}) => {
      // Started before the storage is cleared (the call reads the token at once), and not waited for: a
      // failed or slow call still signs out here.
      if (revoke && readSessionToken()) endSession();
      signOutOfGoogle();
      clearLocalStorage();
      // The service worker's copies of this worker's answers go too (kept for offline use).
      void forgetWorkerCopies().catch(() => undefined);
      setStored(signedOut);
      setLogin(closed);
      // Nothing the previous worker loaded may show to the next one.
      void mutate(() => true, undefined, { revalidate: false });
      if (reload) {
        navigate(paths.home);
        setTimeout(() => browser.reload(), SIGN_OUT_RELOAD_DELAY_MS);
      }
    },
    [mutate, navigate],
  );

  const signIn = useCallback(({ token, register, user, language, privacy }: SignInResult) => {
    storeSession(token, user);
    // The account's language follows the worker to this browser; a choice made here first goes to the account,
    // and so does the page's language on an account without one (a new worker reading Hindi or Telugu because
    // the browser asks for it): their codes and news by SMS come in it (decision 635).
    const chosenHere = readStoredLanguage();
    const shownHere = activeLanguage();
    if (language && language !== chosenHere) void chooseLanguage(language);
    else if (!language && chosenHere) saveLanguage(chosenHere);
    else if (!language && shownHere !== 'en') saveLanguage(shownHere);
    const registrationStep = register ? 1 : undefined;
    const held = privacy === 'given' ? undefined : privacy;
    storeRegistrationStep(registrationStep);
    storePrivacyHold(held);
    setStored({ token, user, registrationStep, held });
    // A held account sees the consent step (or the parent's) before anything else, step 1 included.
    const step = pendingStep({ held, registrationStep });
    if (step) {
      setDialogWanted(true);
      setLogin({ open: true, step });
    } else {
      setLogin(closed);
    }
  }, []);

  const goToStep = useCallback((step: RegistrationStep | PrivacyStep) => {
    // A registered worker verifying a number later is not "registering": only a pending registration is kept.
    if (!isPrivacyStep(step) && readRegistrationStep() !== undefined) {
      storeRegistrationStep(step);
      setStored((current) => ({ ...current, registrationStep: step }));
    }
    setDialogWanted(true);
    setLogin({ open: true, step });
  }, []);

  const hold = useCallback((reason: PrivacyHold) => {
    storePrivacyHold(reason);
    setStored((current) => ({ ...current, held: reason }));
    setDialogWanted(true);
    // A privacy step already showing stays: it shows the refusal itself (e.g. a minor's giveConsent).
    setLogin((current) =>
      current.open && isPrivacyStep(current.step) ? current : { open: true, step: stepForHold(reason) },
    );
  }, []);

  const consentGiven = useCallback(
    (dob: string) => {
      storePrivacyHold(undefined);
      const registrationStep = readRegistrationStep();
      setStored((current) => ({ ...current, held: undefined }));
      // What was refused while the account was held may be asked again now.
      void mutate(() => true);
      if (registrationStep) {
        storeRegistrationDob(dob);
        setLogin({ open: true, step: registrationStep });
      } else {
        setLogin(closed);
        // Back where the sign-in started (a shared job's Apply), else the dashboard.
        navigate(takeReturnTo(paths.dashboard));
      }
    },
    [mutate, navigate],
  );

  const finishRegistration = useCallback(
    (name?: string) => {
      storeRegistrationStep(undefined);
      storeRegistrationNumber(undefined);
      storeVerifiedNumber(undefined);
      storeRegistrationDob(undefined);
      // A phone sign-up had no name until Personal Details: the header shows the one just saved.
      const token = readSessionToken();
      const known = readStoredUser();
      const user = name && token && known ? { ...known, name } : undefined;
      if (token && user) storeSession(token, user);
      setStored((current) => ({ ...current, ...(user ? { user } : {}), registrationStep: undefined }));
      setLogin(closed);
      navigate(takeReturnTo(paths.dashboard));
    },
    [navigate],
  );

  // A 401 from a worker call: the session is over. Sign out, go home and offer sign-in again with the reason.
  // A 401 from a public call (sign-in itself failing) is the caller's to show; one from a back-office call ends
  // the back-office session only.
  useEffect(() => {
    function onUnauthorized(event: Event) {
      const detail = (event as CustomEvent<UnauthorizedDetail | undefined>).detail;
      if (detail?.caller !== 'worker' || !readSessionToken()) return;
      signOut({ revoke: false });
      navigate(paths.home);
      openLogin({ message: detail.message });
    }
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate, openLogin, signOut]);

  // A 403 with a held account's code from a worker call (a new notice version, or a parent's consent still
  // awaited): the dialog opens at the consent step or the parent's, instead of the page's error.
  useEffect(() => {
    function onHeld(event: Event) {
      const detail = (event as CustomEvent<HeldDetail | undefined>).detail;
      if (!detail || !readSessionToken()) return;
      hold(detail.code);
    }
    window.addEventListener(HELD_EVENT, onHeld);
    return () => window.removeEventListener(HELD_EVENT, onHeld);
  }, [hold]);

  const session = useMemo<Session>(
    () => ({
      user: stored.token && !stored.registrationStep && !stored.held ? stored.user : undefined,
      registrationStep: stored.registrationStep,
      held: stored.held,
      login,
      openLogin,
      closeLogin,
      signIn,
      goToStep,
      hold,
      consentGiven,
      finishRegistration,
      signOut,
    }),
    [stored, login, openLogin, closeLogin, signIn, goToStep, hold, consentGiven, finishRegistration, signOut],
  );

  return (
    <SessionContext.Provider value={session}>
      {children}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
    </SessionContext.Provider>
  );
}
