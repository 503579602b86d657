import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { Link } from 'react-router-dom';
import { useTypography } from '#web/lib/typography';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginBottom: tokens.spacingVerticalM,
  },
});

/** A details page's way back to its list. */
export function BackLink({ to, children }: { to: string; children: string }) {
  const styles = useStyles();
  const type = useTypography();
  return (
    <Link to={to} className={mergeClasses(type.link, styles.link)}>
      <ArrowLeftRegular aria-hidden="true" />
      {children}
    </Link>
  );
}
