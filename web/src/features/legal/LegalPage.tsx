import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import notice from '#shared/content/legal/notice.json';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { formatDay } from '#web/lib/format';
import { type Language, useLanguage, useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { loadSiteConfig, type PrivacyContact } from '#web/lib/site-config';
import { useTypography } from '#web/lib/typography';
import type { LegalText } from './front-matter';
import { MarkdownBlocks } from './MarkdownBlocks';
import { parseMarkdown } from './markdown';
import { type LegalDocument, loadLegalText } from './texts';

const useStyles = makeStyles({
  text: { maxWidth: '760px' },
  wrap: { overflowWrap: 'anywhere' },
});

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; text: LegalText; contact: PrivacyContact | undefined };

/**
 * The text in the site's language and, for the privacy notice, the privacy contact of this deployment
 * (/config.json; when it cannot be read the notice points to the contact page instead).
 */
function useLegalText(document: LegalDocument, language: Language): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const load = useCallback(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    const contact =
      document === 'privacy'
        ? loadSiteConfig().then(
            (config) => config.privacyContact,
            () => undefined,
          )
        : Promise.resolve(undefined);
    Promise.all([loadLegalText(document, language), contact]).then(
      ([text, privacyContact]) => current && setLoaded({ state: 'ready', text, contact: privacyContact }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [document, language]);
  useEffect(load, [load]);
  return [loaded, load];
}

/** Who answers privacy questions: their name and e-mail address, else the way to the contact page. */
function ContactDetails({ contact }: { contact: PrivacyContact | undefined }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  if (!contact)
    return (
      <Link className={type.link} to={paths.contactUs}>
        {t('legal.contactFallback')}
      </Link>
    );
  return (
    <>
      {contact.name},{' '}
      <a className={mergeClasses(type.link, styles.wrap)} href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
    </>
  );
}

/**
 * `/privacy` and `/terms`: the legal text (shared/content/legal/<document>.<language>.md) in the site's
 * language, with its version and the date it is in effect from.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const language = useLanguage();
  const [loaded, retry] = useLegalText(document, language);
  const blocks = useMemo(() => (loaded.state === 'ready' ? parseMarkdown(loaded.text.body) : []), [loaded]);

  let content: ReactNode;
  if (loaded.state === 'loading') content = <Loading label={t('common.loading')} />;
  else if (loaded.state === 'failed')
    content = <LoadProblem message={t('legal.loadFailed')} onRetry={retry} />;
  else
    content = (
      <>
        <PageTitle title={loaded.text.title} />
        <h1 id="legal-title" className={type.pageTitle}>
          {loaded.text.title}
        </h1>
        <p className={type.lead}>
          {t('legal.version', { version: loaded.text.version, date: formatDay(notice.effectiveFrom) })}
        </p>
        <MarkdownBlocks
          blocks={blocks}
          placeholders={{
            // The profile's Privacy section links here (`/privacy#contact`).
            privacyContact: (
              <span id="contact">
                <ContactDetails contact={loaded.contact} />
              </span>
            ),
          }}
        />
      </>
    );

  return (
    <Section labelledBy={loaded.state === 'ready' ? 'legal-title' : undefined}>
      <div className={styles.text}>{content}</div>
    </Section>
  );
}

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}
