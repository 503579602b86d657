import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { FlagRegular } from '@fluentui/react-icons/svg/flag';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { PublicEmployer } from '#shared/api/public-employer';
import { districtName } from '#shared/domain/districts';
import { CompanyLogo } from '#web/components/CompanyLogo';
import { EmployerBadge } from '#web/components/EmployerBadge';
import { JobCard } from '#web/components/JobCard';
import { JobGrid, JobGridItem } from '#web/components/JobGrid';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { useLanguage, useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { usePlaceName } from '#web/lib/place-names';
import { rememberReturnTo } from '#web/lib/return-to';
import { useSession } from '#web/lib/session';
import { useTypography } from '#web/lib/typography';
import { usePublicEmployer } from './api/get-public-employer';
import { ReplyRecordValue } from './components/ReplyRecordFact';
import { ReportJobButton } from './components/ReportJobButton';
import { SafetyPanel } from './components/SafetyPanel';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalXL,
  },
  titles: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  kind: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  report: { marginTop: tokens.spacingVerticalM },
  jobs: { marginBottom: tokens.spacingVerticalXL },
  hint: { margin: `${tokens.spacingVerticalXS} 0 0`, fontSize: tokens.fontSizeBase200 },
});

const EMPLOYER_ID = /^[A-Za-z0-9_-]{16}$/;

/**
 * `/employers/{id}`: an employer's own page, for anyone: who it is, how far Earnlearn verified it, how soon it
 * answers applicants, and "Report this employer". A suspended or unknown employer is the 404 page.
 */
export function EmployerPage() {
  const { id = '' } = useParams();
  const valid = EMPLOYER_ID.test(id);
  const t = useT();
  const { data, error, isLoading, mutate } = usePublicEmployer(valid ? id : null);
  if (!valid) return <Navigate to={paths.notFound} replace />;
  if (isLoading) return <Loading label={t('employer.loading')} />;
  if (error) {
    if (error.status === 400 || error.status === 404) return <Navigate to={paths.notFound} replace />;
    return (
      <Section>
        <LoadProblem message={error.message} onRetry={() => void mutate()} />
      </Section>
    );
  }
  if (!data) return <Navigate to={paths.notFound} replace />;
  return <EmployerDetails employer={data.data} />;
}

function EmployerDetails({ employer }: { employer: PublicEmployer }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  const language = useLanguage();
  const place = usePlaceName();
  const signedIn = useSession().user !== undefined;
  const since = new Intl.DateTimeFormat(`${language}-IN`, { month: 'long', year: 'numeric' }).format(
    new Date(employer.since),
  );
  const facts: [string, React.ReactNode][] = [
    [t('employer.verification'), <EmployerBadge key="level" level={employer.level} />],
    [t('job.replyRecord'), <ReplyRecordValue key="replies" record={employer.replyRecord} />],
    [t('employer.city'), place(districtName(employer.city))],
    [t('employer.industry'), t(`industry.${employer.industry}` as 'industry.other')],
    [t('employer.size'), t(`size.${employer.size}` as 'size.1-10')],
    [t('employer.since'), since],
  ];
  if (employer.legalName !== employer.name) facts.push([t('employer.legalName'), employer.legalName]);
  return (
    <Section labelledBy="employer-name">
      <PageTitle title={employer.name} />
      <div className={styles.head}>
        <CompanyLogo src={employer.logoLink ?? ''} company={employer.name} size={80} />
        <div className={styles.titles}>
          <p className={styles.kind}>{t('employer.kind')}</p>
          <h1 id="employer-name" className={type.pageTitle}>
            {employer.name}
          </h1>
        </div>
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
        {employer.website ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{t('employer.website')}</dt>
            <dd className={styles.value}>
              <a
                className={type.link}
                href={externalLink(employer.website)}
                rel="noopener noreferrer nofollow ugc"
              >
                {employer.website.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="employer-jobs" className={styles.jobs}>
        <h2 id="employer-jobs" className={type.sectionTitle}>
          {t('employer.openJobs')}
        </h2>
        {employer.jobs.length > 0 ? (
          <JobGrid>
            {employer.jobs.map((job) => (
              <JobGridItem key={job.ID}>
                <JobCard job={job} headingLevel={3} />
              </JobGridItem>
            ))}
          </JobGrid>
        ) : (
          <p>{t('employer.noOpenJobs')}</p>
        )}
      </section>
      <SafetyPanel />
      <div className={styles.report}>
        {signedIn ? (
          <ReportJobButton target={{ employer: employer.id }} describedBy="employer-name" />
        ) : (
          <VisitorReport />
        )}
      </div>
    </Section>
  );
}

/** The employer's website as a link: given without a scheme, it is https. */
function externalLink(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** A visitor's "Report this employer" opens the sign-in, which brings them back here. */
function VisitorReport() {
  const styles = useStyles();
  const t = useT();
  const session = useSession();
  const { pathname } = useLocation();
  return (
    <>
      <Button
        appearance="subtle"
        icon={<FlagRegular />}
        aria-describedby="report-sign-in"
        onClick={() => {
          rememberReturnTo(pathname);
          session.openLogin();
        }}
      >
        {t('report.employerButton')}
      </Button>
      <p id="report-sign-in" className={styles.hint}>
        {t('report.employerSignInFirst')}
      </p>
    </>
  );
}
