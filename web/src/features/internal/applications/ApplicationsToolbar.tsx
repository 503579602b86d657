import { makeStyles, tokens } from '@fluentui/react-components';
import { ApplicationSearch } from './ApplicationSearch';
import { ExportButton } from './ExportButton';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    minWidth: 0,
  },
});

/** Above the tabs: the search (it applies to every tab) and the CSV export (every status). */
export function ApplicationsToolbar(props: {
  jobId: number;
  search: string;
  onSearch: (text: string) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ApplicationSearch value={props.search} onSearch={props.onSearch} />
      <ExportButton jobId={props.jobId} />
    </div>
  );
}
