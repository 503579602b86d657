import { makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { Link, useLocation } from 'react-router-dom';
import type { FromListState } from './url-search';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '32px',
    minHeight: '32px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorBrandForeground1,
    fontSize: '22px',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorBrandForeground2 },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
});

/**
 * A row's view icon: a link to its details page, named after the row ('View Priya Sharma'). The page is told
 * the list's address with its search, so its back link returns to the list as it was.
 */
export function ViewLink({ to, name }: { to: string; name: string }) {
  const styles = useStyles();
  const { pathname, search } = useLocation();
  const state: FromListState = { list: `${pathname}${search}` };
  return (
    <Tooltip content={`View ${name}`} relationship="label" withArrow>
      <Link to={to} state={state} className={styles.link}>
        <EyeRegular aria-hidden="true" />
      </Link>
    </Tooltip>
  );
}
