import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

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
  /** Empty text (or null) shows as the list's `missing` text. */
  value: ReactNode;
}

/**
 * A detail screen's fields as a definition list, two columns on a wide screen (the admin's user and employee
 * details, the worker's profile).
 */
export function DetailList({ items, missing }: { items: readonly Detail[]; missing: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.term} className={styles.item}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value}>
            {item.value === '' || item.value === null ? <MissingValue text={missing} /> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A value that is not there ('Not provided', 'Not uploaded'), in a quieter style. */
export function MissingValue({ text }: { text: string }) {
  const styles = useStyles();
  return <span className={styles.missing}>{text}</span>;
}
