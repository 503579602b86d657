/** The dashboard's counts of students, employees and jobs, kept exact by the writes that change them. */
import * as stats from '#lib/db/stats';
import { endpoint } from '#lib/http/endpoint';
import { getDashboardData } from '#shared/api/admin';

export const handler = endpoint(getDashboardData, async () => ({ data: await stats.getCounts() }));
