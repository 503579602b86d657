import { Route, Routes } from 'react-router-dom';
import { useOrganisationName } from './api/employer-jobs';
import { EmployerJobFormPage } from './EmployerJobFormPage';
import { EmployerJobsPage } from './EmployerJobsPage';

/**
 * The employer's job screens under /employer/jobs: the list, "Post a job", a job's edit. The employer area
 * mounts them beside its own screens; the job goes under the organisation's name (getMyOrganisation), which
 * the server sets.
 */
export function EmployerJobsRoutes() {
  const organisationName = useOrganisationName() ?? 'your organisation';
  return (
    <Routes>
      <Route index element={<EmployerJobsPage />} />
      <Route path="new" element={<EmployerJobFormPage organisationName={organisationName} />} />
      <Route path=":id" element={<EmployerJobFormPage organisationName={organisationName} />} />
    </Routes>
  );
}
