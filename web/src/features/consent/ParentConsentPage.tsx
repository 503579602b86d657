import { Button, makeStyles } from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { parentTokenSchema } from '#shared/api/privacy';
import { otpSchema } from '#shared/domain/rules';
import { OtpField } from '#web/components/fields/OtpField';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { PRODUCT_NAME } from '#web/content/site';
import { formatDateTime } from '#web/lib/format';
import { translateRuleMessage } from '#web/lib/forms';
import { activateLanguage, readStoredLanguage, useLanguage, useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { browser } from '#web/lib/session';
import { useTypography } from '#web/lib/typography';
import { getParentRequest, type ParentRequest } from './api/get-parent-request';
import { sendParentCode } from './api/send-parent-code';
import { verifyParentCode } from './api/verify-parent-code';
import { isBadLink, isCaptchaNeeded, type ParentStop, useParentSubmit } from './link-errors';
import { ParentAnswer, type ParentDecision } from './ParentAnswer';
import { RefusalConfirmation } from './RefusalConfirmation';
import { useParentPageStyles } from './styles';

type Stage =
  | { kind: 'loading' }
  | { kind: 'badLink' }
  | { kind: 'captcha' }
  | { kind: 'problem'; message: string }
  | { kind: 'start'; request: ParentRequest }
  | { kind: 'code'; request: ParentRequest }
  | { kind: 'answer'; request: ParentRequest }
  | { kind: 'done'; request: ParentRequest; decision: ParentDecision };

const useStyles = makeStyles({
  narrow: { maxWidth: '640px' },
});

/**
 * `/parent-consent#<token>`: the page a parent or guardian opens from the SMS. The token is read
 * from the fragment, taken out of the address bar at once and kept in memory only; it never goes into a URL or
 * a log. The page checks the number with a one-time code, shows the notice in short (in the child's language
 * unless the visitor chose one), and takes the declaration and the answer.
 */
export function ParentConsentPage() {
  const styles = useStyles();
  const page = useParentPageStyles();
  const type = useTypography();
  const t = useT();
  const { hash } = useLocation();
  const token = useRef('');
  const started = useRef(false);
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  // The refusal's confirmation lives here, not in the form it confirms: it closes before the form goes.
  const [refusing, setRefusing] = useState(false);
  const refuse = useRef<() => void>(() => {});

  const load = useCallback(async () => {
    setStage({ kind: 'loading' });
    try {
      const request = await getParentRequest(token.current);
      // The page opens in the child's language, unless this browser chose one.
      if (!readStoredLanguage()) await activateLanguage(request.language);
      setStage({ kind: request.verified ? 'answer' : 'start', request });
    } catch (error: unknown) {
      if (isBadLink(error)) setStage({ kind: 'badLink' });
      else if (isCaptchaNeeded(error)) setStage({ kind: 'captcha' });
      else setStage({ kind: 'problem', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    token.current = hash.replace(/^#/, '');
    // The secret must not stay in the address bar, the history or a bookmark.
    window.history.replaceState(window.history.state, '', paths.parentConsent);
    if (parentTokenSchema.safeParse(token.current).success) void load();
    else setStage({ kind: 'badLink' });
  }, [hash, load]);

  /**
   * WAF shows its puzzle only to a page load, and the link's token lives only in this page's memory: the token
   * goes back into the fragment (never sent to a server) for the reload, and the page takes it out again.
   */
  const reloadForCaptcha = () => {
    window.history.replaceState(window.history.state, '', `${paths.parentConsent}#${token.current}`);
    browser.reload();
  };

  let body: ReactNode;
  switch (stage.kind) {
    case 'loading':
      body = <Loading label={t('common.loading')} />;
      break;
    case 'badLink':
      body = (
        <p className={type.lead} role="alert">
          {t('parentPage.badLink', { product: PRODUCT_NAME })}
        </p>
      );
      break;
    case 'captcha':
      body = (
        <div className={page.stack}>
          <p className={type.lead} role="alert">
            {t('parentPage.captcha')}
          </p>
          <Button appearance="primary" size="large" className={page.button} onClick={reloadForCaptcha}>
            {t('parentPage.reload')}
          </Button>
        </div>
      );
      break;
    case 'problem':
      body = <LoadProblem message={stage.message} onRetry={() => void load()} />;
      break;
    case 'start':
      body = (
        <StartStage
          request={stage.request}
          token={token.current}
          onSent={() => setStage({ kind: 'code', request: stage.request })}
          onStop={(kind) => setStage({ kind })}
        />
      );
      break;
    case 'code':
      body = (
        <CodeStage
          token={token.current}
          onVerified={() => setStage({ kind: 'answer', request: stage.request })}
          onStop={(kind) => setStage({ kind })}
        />
      );
      break;
    case 'answer':
      body = (
        <ParentAnswer
          request={stage.request}
          token={token.current}
          onAnswered={(decision) => setStage({ kind: 'done', request: stage.request, decision })}
          onStop={(kind) => setStage({ kind })}
          confirmRefusal={(confirmed) => {
            refuse.current = confirmed;
            setRefusing(true);
          }}
        />
      );
      break;
    case 'done':
      body = (
        <div className={page.stack} role="status">
          <h2 className={type.sectionTitle}>
            {t(stage.decision === 'consent' ? 'parentPage.thanks' : 'parentPage.refusedTitle')}
          </h2>
          <p className={type.lead}>
            {t(stage.decision === 'consent' ? 'parentPage.consented' : 'parentPage.refused', {
              name: stage.request.workerName,
              product: PRODUCT_NAME,
            })}
          </p>
        </div>
      );
      break;
  }

  return (
    <Section labelledBy="parent-consent-title">
      <PageTitle title={t('parentPage.title')} />
      <div className={styles.narrow}>
        <h1 id="parent-consent-title" className={type.pageTitle}>
          {t('parentPage.title')}
        </h1>
        {body}
      </div>
      <RefusalConfirmation
        open={refusing}
        name={'request' in stage ? stage.request.workerName : ''}
        onConfirm={() => {
          setRefusing(false);
          refuse.current();
        }}
        onCancel={() => setRefusing(false)}
      />
    </Section>
  );
}

interface StartStageProps {
  request: ParentRequest;
  token: string;
  onSent: () => void;
  onStop: (stop: ParentStop) => void;
}

/** Whom the link is for, the masked number the code goes to, until when the link works; "Send code". */
function StartStage({ request, token, onSent, onStop }: StartStageProps) {
  const page = useParentPageStyles();
  const type = useTypography();
  const t = useT();
  const language = useLanguage();
  const { busy, problem, submit } = useParentSubmit(onStop);

  const send = () =>
    submit(undefined, async () => {
      await sendParentCode(token, language);
      onSent();
    });

  return (
    <div className={page.stack}>
      <p className={type.lead}>{t('parentPage.for', { name: request.workerName, product: PRODUCT_NAME })}</p>
      <p className={type.body}>{t('parentPage.codeTo', { mobile: request.mobile })}</p>
      <p className={type.body}>{t('parentPage.expires', { date: formatDateTime(request.expiresAt) })}</p>
      {problem ? (
        <p className={page.error} role="alert">
          {problem}
        </p>
      ) : null}
      <Button appearance="primary" size="large" className={page.button} disabled={busy} onClick={send}>
        {busy ? t('common.pleaseWait') : t('parentPage.sendCode')}
      </Button>
    </div>
  );
}

interface CodeStageProps {
  token: string;
  onVerified: () => void;
  onStop: (stop: ParentStop) => void;
}

/** The one-time code sent to the parent's number; "Send the code again" within the OTP limits. */
function CodeStage({ token, onVerified, onStop }: CodeStageProps) {
  const page = useParentPageStyles();
  const t = useT();
  const language = useLanguage();
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, problem, submit, clearProblem } = useParentSubmit(onStop);
  const [note, setNote] = useState<string>();
  const result = otpSchema.safeParse(otp);
  const issue = result.success ? undefined : result.error.issues[0]?.message;
  const code = result.success ? result.data : undefined;

  function verify(event: FormEvent) {
    setTouched(true);
    void submit(
      event,
      code !== undefined &&
        (async () => {
          setNote(undefined);
          if (await verifyParentCode(token, code)) onVerified();
          else return t('parentPage.wrongCode');
        }),
    );
  }

  function resend() {
    void submit(undefined, async () => {
      setNote(undefined);
      await sendParentCode(token, language);
      setOtp('');
      setTouched(false);
      setNote(t('parentPage.codeResent'));
    });
  }

  return (
    <form className={page.stack} noValidate onSubmit={verify}>
      <OtpField
        label={t('parentPage.code')}
        value={otp}
        validationMessage={touched && issue ? translateRuleMessage(issue) : undefined}
        onChange={(value) => {
          setOtp(value);
          clearProblem();
        }}
        onBlur={() => setTouched(true)}
      />
      {problem ? (
        <p className={page.error} role="alert">
          {problem}
        </p>
      ) : null}
      <p className={page.note} role="status">
        {note}
      </p>
      <div className={page.actions}>
        <Button type="submit" appearance="primary" size="large" disabled={busy || !result.success}>
          {t('parentPage.verify')}
        </Button>
        <Button appearance="secondary" size="large" disabled={busy} onClick={resend}>
          {t('parentPage.resendCode')}
        </Button>
      </div>
    </form>
  );
}
