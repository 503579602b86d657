/**
 * Where the applicant screens link to: they serve HR and OPS in the internal area and an organisation's people
 * in the employer area (HiringRoutes.tsx), each with its own addresses and way home. The internal area's is the
 * default, so its routes need no provider.
 */
import { createContext, useContext } from 'react';
import type { ApplicationPage } from '#shared/domain/codes';
import { paths } from '#web/lib/paths';

export interface HiringArea {
  /** A job's applicants, on the tab of `page`. */
  applications: (jobId: number | string, page?: ApplicationPage) => string;
  /** One applicant of a job. */
  applicant: (jobId: number | string, userId: number | string) => string;
  /** The area's list of jobs, and the back link's words. */
  home: { to: string; label: string };
}

export const internalArea: HiringArea = {
  applications: paths.internalApplications,
  applicant: paths.internalApplicant,
  home: { to: paths.internalDashboard, label: 'All internships' },
};

export const employerArea: HiringArea = {
  applications: paths.employerApplicants,
  applicant: paths.employerApplicant,
  home: { to: paths.employerJobs, label: 'Your jobs' },
};

export const HiringAreaContext = createContext<HiringArea>(internalArea);

export const useHiringArea = () => useContext(HiringAreaContext);
