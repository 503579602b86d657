/**
 * The worker's session in one place: who is signed in, the login dialog's step, sign-out, and what a 401
 * does. It is in the first-load bundle, so the dialog itself (Fluent Dialog, the forms, the district list)
 * is fetched only when it first opens.
 */
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SIGN_OUT_RELOAD_DELAY_MS } from '#shared/domain/constants';
import { signOutOfGoogle } from '#web/lib/google-identity';
import { chooseLanguage, readStoredLanguage } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import {
  browser,
  type LoginDialogState,
  type LoginStep,
  type Session,
  SessionContext,
  type SignInResult,
} from '#web/lib/session';
import { UNAUTHORIZED_EVENT, type UnauthorizedDetail } from '#web/lib/unauthorized';
import {
  clearLocalStorage,
  type RegistrationStep,
  readRegistrationNumber,
  readRegistrationStep,
  readSessionToken,
  readStoredUser,
  type StoredUser,
  storeRegistrationNumber,
  storeRegistrationStep,
  storeSession,
} from '#web/lib/worker-storage';

import { saveLanguage } from './api/set-language';
import { endSession } from './api/sign-out';

const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));

interface StoredSession {
  token: string | null;
  user: StoredUser | undefined;
  registrationStep: RegistrationStep | undefined;
}

function restore(): StoredSession {
  const token = readSessionToken();
  let registrationStep = token ? readRegistrationStep() : undefined;
  // The OTP step needs the number to resend to; without it the worker enters the number again.
  if (registrationStep === 3 && !readRegistrationNumber()) registrationStep = 2;
  return { token, user: token ? readStoredUser() : undefined, registrationStep };
}

const signedOut: StoredSession = { token: null, user: undefined, registrationStep: undefined };
const closed: LoginDialogState = { open: false, step: 0 };

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [stored, setStored] = useState(restore);
  // A worker who reloads in the middle of registration finds the dialog open at the step they left.
  const [login, setLogin] = useState<LoginDialogState>(() =>
    stored.registrationStep ? { open: true, step: stored.registrationStep } : closed,
  );
  const [dialogWanted, setDialogWanted] = useState(login.open);

  const openLogin = useCallback((options: { step?: LoginStep; message?: string } = {}) => {
    const token = readSessionToken();
    const step = token ? (options.step ?? readRegistrationStep() ?? 0) : 0;
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

  const signIn = useCallback(({ token, register, user, language }: SignInResult) => {
    storeSession(token, user);
    // The account's language follows the worker to this browser; a choice made here first goes to the account.
    const chosenHere = readStoredLanguage();
    if (language && language !== chosenHere) void chooseLanguage(language);
    else if (!language && chosenHere) saveLanguage(chosenHere);
    storeRegistrationStep(register ? 1 : undefined);
    setStored({ token, user, registrationStep: register ? 1 : undefined });
    if (register) {
      setDialogWanted(true);
      setLogin({ open: true, step: 1 });
    } else {
      setLogin(closed);
    }
  }, []);

  const goToStep = useCallback((step: RegistrationStep) => {
    // A registered worker verifying a number later is not "registering": only a pending registration is kept.
    if (readRegistrationStep() !== undefined) {
      storeRegistrationStep(step);
      setStored((current) => ({ ...current, registrationStep: step }));
    }
    setDialogWanted(true);
    setLogin({ open: true, step });
  }, []);

  const finishRegistration = useCallback(() => {
    storeRegistrationStep(undefined);
    storeRegistrationNumber(undefined);
    setStored((current) => ({ ...current, registrationStep: undefined }));
    setLogin(closed);
    navigate(paths.dashboard);
  }, [navigate]);

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

  const session = useMemo<Session>(
    () => ({
      user: stored.token && !stored.registrationStep ? stored.user : undefined,
      registrationStep: stored.registrationStep,
      login,
      openLogin,
      closeLogin,
      signIn,
      goToStep,
      finishRegistration,
      signOut,
    }),
    [stored, login, openLogin, closeLogin, signIn, goToStep, finishRegistration, signOut],
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
