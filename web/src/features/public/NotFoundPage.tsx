import { makeStyles, tokens } from '@fluentui/react-components';
import { ButtonLink } from '#web/components/ButtonLink';
import { PageTitle } from '#web/components/PageTitle';
import { Section } from '#web/components/Section';
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
  return (
    <Section labelledBy="not-found-title">
      <PageTitle title="Page not found" />
      <div className={styles.root}>
        <span className={styles.code} aria-hidden="true">
          404
        </span>
        <h1 id="not-found-title" className={type.pageTitle}>
          Oops, This page isn't available.
        </h1>
        <p className={type.lead}>The link you followed may be broken, or the page may have been removed.</p>
        <ButtonLink to={paths.home}>Back To Homepage</ButtonLink>
      </div>
    </Section>
  );
}
