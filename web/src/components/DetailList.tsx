import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NOT_PROVIDED } from './values';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    margin: 0,
    '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' },
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  missing: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
});

export interface Detail {
  term: string;
  /** Empty text shows as 'Not provided'. */
  value: ReactNode;
}

/** A detail screen's fields as a definition list, two columns on a wide screen. */
export function DetailList({ items }: { items: readonly Detail[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.term} className={styles.item}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value}>
            {item.value === '' || item.value === null ? (
              <span className={styles.missing}>{NOT_PROVIDED}</span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
