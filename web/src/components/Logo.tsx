import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '#web/content/site';
import { paths } from '#web/lib/paths';
import logoMark from '../assets/logo-mark.svg';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '4px',
    },
  },
  onDark: { color: tokens.colorNeutralForegroundOnBrand },
  mark: {
    width: '56px',
    height: '56px',
    '@media (max-width: 600px)': { width: '40px', height: '40px' },
  },
  word: {
    fontSize: '28px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.5px',
    '@media (max-width: 600px)': { fontSize: '22px' },
  },
});

/** The product's mark and name, linking home. */
export function Logo({ tone = 'brand' }: { tone?: 'brand' | 'onDark' }) {
  const styles = useStyles();
  return (
    <Link to={paths.home} className={mergeClasses(styles.link, tone === 'onDark' && styles.onDark)}>
      <img className={styles.mark} src={logoMark} alt="" width={56} height={56} />
      <span className={styles.word}>{PRODUCT_NAME}</span>
    </Link>
  );
}
