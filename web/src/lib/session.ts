/**
 * The worker's session as the app reads it: the context features/auth/AuthProvider provides (who is signed
 * in, the login dialog, sign-in and sign-out). What it keeps in local storage is worker-storage.ts; the
 * back-office session is apart, in staff-session.ts. In the first-load bundle, so it imports nothing heavy.
 */
import { createContext, useContext } from 'react';
import type { SiteLanguage } from '#shared/domain/codes';
import type { PrivacyState } from '#shared/domain/privacy';
import type { PrivacyHold, RegistrationStep, StoredUser } from './worker-storage';

// The language key, for lib/i18n.ts, which reads the language chosen in this browser.

/**
 * The steps a held account sees before anything else: the consent step (date of birth first, then
 * the notice), the notice-update step (a new notice version, date of birth known), and the parent's step (a
 * worker under 18 names a parent or guardian, then waits for their consent).
 */
export type PrivacyStep = 'consent' | 'noticeUpdate' | 'parent';

/** 0 is the social sign-in; 1 to 3 are the registration steps; the privacy steps come before step 1. */
export type LoginStep = 0 | RegistrationStep | PrivacyStep;

export function isPrivacyStep(step: LoginStep): step is PrivacyStep {
  return step === 'consent' || step === 'noticeUpdate' || step === 'parent';
}

/** The step a held account opens at. */
export function stepForHold(hold: PrivacyHold): PrivacyStep {
  return hold === 'parentPending' ? 'parent' : 'consent';
}

/** Page-level effects, in one object so tests can replace them. */
export const browser = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};

/** What sign-in (loginOrRegister plus the ID token's claims) tells the app. */
export interface SignInResult {
  token: string;
  register: boolean;
  user: StoredUser;
  /** The language kept on the account, when the worker chose one. */
  language?: SiteLanguage | undefined;
  /** Where the account's consent stands: anything but `given` holds it (the privacy steps first). */
  privacy: PrivacyState;
}

export interface LoginDialogState {
  open: boolean;
  step: LoginStep;
  /** A line shown on step 0 (a sign-in problem, an expired session). */
  message?: string;
}

/** The worker's session and the login dialog, provided by features/auth/AuthProvider. */
export interface Session {
  /** The known worker: signed in and registered. Undefined for a visitor or an unfinished registration. */
  user: StoredUser | undefined;
  /** The step an unfinished registration is at. */
  registrationStep: RegistrationStep | undefined;
  /** Why the signed-in account is held (consent not given yet), if it is. */
  held: PrivacyHold | undefined;
  login: LoginDialogState;
  /**
   * Opens the dialog: at `step` when given (a registered worker who still has to verify a number), else at
   * the unfinished registration step if there is one, else at sign-in.
   */
  openLogin: (options?: { step?: LoginStep; message?: string }) => void;
  closeLogin: () => void;
  /**
   * Stores the session; opens step 1 when the server says the worker must register, else closes the dialog
   * (the caller then goes to /dashboard).
   */
  signIn: (result: SignInResult) => void;
  /** Records that registration moved on to `step` and shows it (a privacy step is shown, not recorded). */
  goToStep: (step: RegistrationStep | PrivacyStep) => void;
  /** The account is (still) held for this reason: kept for a reload, and the dialog shows its step. */
  hold: (hold: PrivacyHold) => void;
  /**
   * Consent is given (by the worker, or a parent): the account is no longer held. A worker still registering
   * goes on to step 1 with `dob` filled in; a registered one goes to /dashboard.
   */
  consentGiven: (dob: string) => void;
  /**
   * OTP validated (or, for a phone sign-up, Personal Details saved: `name` is the name just given): registration
   * is done and the worker is known.
   */
  finishRegistration: (name?: string) => void;
  /**
   * Ends the session on the server (signOut, not waited for) and at once here: signs out of the provider and
   * clears local storage, whatever the server answers. The header's Signout also goes to / and reloads after
   * a second; the dialog's Logout only closes the dialog. `revoke: false` skips the server call, for a session
   * the server has already refused (a 401).
   */
  signOut: (options?: { reload?: boolean; revoke?: boolean }) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <AuthProvider>');
  return session;
}
