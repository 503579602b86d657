import { useCallback, useEffect, useState } from 'react';
import type { PrivacyStatus } from '#shared/api/privacy';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { useT } from '#web/lib/i18n';
import { type PrivacyStep, useSession } from '#web/lib/session';
import { getPrivacy } from '../api/get-privacy';
import { ConsentStep } from './ConsentStep';
import { ParentStep } from './ParentStep';

/** The privacy step that fits where the account stands, or undefined when `step` already fits. */
function stepFor(status: PrivacyStatus, step: PrivacyStep, minorDob: string): PrivacyStep | undefined {
  if (status.state === 'parentPending') return step === 'parent' ? undefined : 'parent';
  if (status.dob) {
    const fits: PrivacyStep = status.minor ? 'parent' : 'noticeUpdate';
    return step === fits ? undefined : fits;
  }
  // No date of birth yet: the consent step asks it, unless it was just given there and was a minor's.
  if (step === 'parent' && minorDob) return undefined;
  return step === 'consent' ? undefined : 'consent';
}

interface PrivacyStepsProps {
  step: PrivacyStep;
  setBusy: (label?: string) => void;
}

/**
 * The held account's steps in the login dialog, before Personal Details: reads where the consent
 * stands (getPrivacy), shows the step that fits, and goes on once consent is given.
 */
export function PrivacySteps({ step, setBusy }: PrivacyStepsProps) {
  const t = useT();
  const { goToStep, hold, consentGiven } = useSession();
  const [status, setStatus] = useState<PrivacyStatus>();
  const [problem, setProblem] = useState<string>();
  // A minor's date of birth from the consent step, sent with the parent's details (the account has none yet).
  const [minorDob, setMinorDob] = useState('');

  const show = useCallback(
    (next: PrivacyStatus) => {
      setStatus(next);
      if (next.state === 'given') {
        consentGiven(next.dob);
        return;
      }
      hold(next.state);
      const fits = stepFor(next, step, minorDob);
      if (fits) goToStep(fits);
    },
    [consentGiven, goToStep, hold, minorDob, step],
  );

  const load = useCallback(() => {
    setProblem(undefined);
    getPrivacy().then(show, (error: unknown) =>
      setProblem(error instanceof Error ? error.message : String(error)),
    );
  }, [show]);

  // Read once when the dialog shows these steps; later answers (giveConsent, requestParentConsent) replace it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loading again on every step change would loop.
  useEffect(() => {
    if (!status) load();
  }, []);

  if (problem) return <LoadProblem message={problem} onRetry={load} />;
  if (!status) return <Loading label={t('common.loading')} />;
  if (step === 'parent')
    return <ParentStep status={status} dob={minorDob} setBusy={setBusy} onStatus={show} />;
  return (
    <ConsentStep
      key={step}
      screen={step === 'noticeUpdate' ? 'noticeUpdate' : 'signUp'}
      setBusy={setBusy}
      onGiven={show}
      onMinor={(dob) => {
        setMinorDob(dob);
        goToStep('parent');
      }}
    />
  );
}
