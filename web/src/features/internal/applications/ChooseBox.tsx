import { Checkbox } from '@fluentui/react-components';
import type { Application } from '../api/get-applications';
import type { Chosen } from './use-chosen';

/** A row's box for bulk moves, named after the applicant ('Choose Asha Verma'). */
export function ChooseBox({ application, selection }: { application: Application; selection: Chosen }) {
  return (
    <Checkbox
      aria-label={`Choose ${application.NAME}`}
      checked={selection.isChosen(application)}
      onChange={(_, data) => selection.choose(application, data.checked === true)}
    />
  );
}
