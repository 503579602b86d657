import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { InternshipCard } from '../api/get-applications';
import { ApplicationFilters, type ApplicationFilterValues } from './ApplicationFilters';
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

/**
 * Above the tabs: the search, the filters by answer and skill and, on a job with knock-out questions, the filter
 * to those who passed them all (all apply to every tab), and the CSV export (every status).
 */
export function ApplicationsToolbar(props: {
  jobId: number;
  search: string;
  onSearch: (text: string) => void;
  knockOuts?: { passedOnly: boolean; onChange: (passedOnly: boolean) => void } | undefined;
  job: InternshipCard | undefined;
  filters: ApplicationFilterValues;
  onFilters: (filters: ApplicationFilterValues) => void;
}) {
  const styles = useStyles();
  const { knockOuts } = props;
  return (
    <div className={styles.root}>
      <ApplicationSearch value={props.search} onSearch={props.onSearch} />
      <ApplicationFilters job={props.job} value={props.filters} onChange={props.onFilters} />
      {knockOuts ? (
        <Checkbox
          label="Only applicants who pass every knock-out"
          checked={knockOuts.passedOnly}
          onChange={(_event, data) => knockOuts.onChange(data.checked === true)}
        />
      ) : null}
      <ExportButton jobId={props.jobId} />
    </div>
  );
}
