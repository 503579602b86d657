import { makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { ApiError, callApi } from '#web/lib/api';
import { activateLanguage, readStoredLanguage, useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  narrow: { maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Stage =
  | { kind: 'working' }
  | { kind: 'done' }
  | { kind: 'badLink' }
  | { kind: 'problem'; message: string };

/** The token's shape (functions/lib/auth/unsubscribe-token.ts): checked again, and for real, by the server. */
const TOKEN_SHAPE = /^[0-9]{1,12}\.[0-9a-f]{10}\.[0-9]{5,6}\.[A-Za-z0-9_-]{22}$/;

/**
 * `/unsubscribe#<token>`: where the one-tap link of a job-alert digest leads, signed in or not. The
 * token is read from the fragment (never sent to a server in a URL), taken out of the address bar, and sent
 * once: the alert stops at once and the page says so in the worker's language (unless this browser chose
 * one). A link that is not valid says so, with the way to the Privacy section; a failure offers to try again.
 */
export function UnsubscribePage() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const { hash } = useLocation();
  const token = useRef('');
  const started = useRef(false);
  const [stage, setStage] = useState<Stage>({ kind: 'working' });

  const stop = useCallback(async () => {
    setStage({ kind: 'working' });
    try {
      const answer = await callApi('unsubscribeJobAlert', { token: token.current });
      if (!readStoredLanguage()) await activateLanguage(answer.language);
      setStage({ kind: 'done' });
    } catch (error: unknown) {
      if (error instanceof ApiError && error.status === 400) setStage({ kind: 'badLink' });
      else setStage({ kind: 'problem', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    token.current = hash.replace(/^#/, '');
    window.history.replaceState(window.history.state, '', paths.unsubscribe);
    if (TOKEN_SHAPE.test(token.current)) void stop();
    else setStage({ kind: 'badLink' });
  }, [hash, stop]);

  let body: ReactNode;
  switch (stage.kind) {
    case 'working':
      body = <Loading label={t('unsubscribe.working')} />;
      break;
    case 'problem':
      body = <LoadProblem message={stage.message} onRetry={() => void stop()} />;
      break;
    case 'badLink':
      body = (
        <>
          <p className={type.lead} role="alert">
            {t('unsubscribe.badLink')}
          </p>
          <RouterLink className={type.link} to={paths.profile}>
            {t('unsubscribe.privacyLink')}
          </RouterLink>
        </>
      );
      break;
    case 'done':
      body = (
        <div role="status" className={styles.narrow}>
          <h2 className={type.sectionTitle}>{t('unsubscribe.doneTitle')}</h2>
          <p className={type.lead}>{t('unsubscribe.done')}</p>
          <RouterLink className={type.link} to={paths.dashboardTab('explore')}>
            {t('unsubscribe.exploreLink')}
          </RouterLink>
        </div>
      );
      break;
  }

  return (
    <Section labelledBy="unsubscribe-title">
      <PageTitle title={t('unsubscribe.title')} />
      <div className={styles.narrow}>
        <h1 id="unsubscribe-title" className={type.pageTitle}>
          {t('unsubscribe.title')}
        </h1>
        {body}
      </div>
    </Section>
  );
}
