import { makeStyles, tokens } from '@fluentui/react-components';
import type { ClientLogo } from '#web/content/site';
import { useT } from '#web/lib/i18n';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '96px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  logo: { maxHeight: '56px', width: 'auto' },
});

/** The logos of companies that use the product (local images). */
export function ClientLogos({ logos }: { logos: ClientLogo[] }) {
  const styles = useStyles();
  const t = useT();
  return (
    <ul className={styles.list}>
      {logos.map((logo) => (
        <li key={logo.src} className={styles.item}>
          <img
            className={styles.logo}
            src={logo.src}
            alt={t(logo.name)}
            width={160}
            height={56}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
