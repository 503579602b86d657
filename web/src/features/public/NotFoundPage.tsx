import { makeStyles, tokens } from '@fluentui/react-components';
import { ButtonLink } from '#web/components/ButtonLink';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} 0`,
  },
  code: {
    fontSize: '96px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
});

/** `/404` and every unknown path. */
export function NotFoundPage() {
  const styles = useStyles();
  const type = useTypography();
  const t = useT();
  return (
    <Section labelledBy="not-found-title">
      <PageTitle title={t('notFound.title')} />
      <div className={styles.root}>
        <span className={styles.code} aria-hidden="true">
          404
        </span>
        <h1 id="not-found-title" className={type.pageTitle}>
          {t('notFound.heading')}
        </h1>
        <p className={type.lead}>{t('notFound.text')}</p>
        <ButtonLink to={paths.home}>{t('common.backToHomepage')}</ButtonLink>
      </div>
    </Section>
  );
}
