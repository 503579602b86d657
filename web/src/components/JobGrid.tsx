import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { display: 'grid', minWidth: 0 },
});

/** Job cards in a responsive grid, as a list (the worker's jobs, the admin's posted jobs, the internal dashboard). */
export function JobGrid({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <ul className={styles.grid}>{children}</ul>;
}

export function JobGridItem({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <li className={styles.item}>{children}</li>;
}
