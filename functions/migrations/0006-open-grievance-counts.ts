/**
 * Migration 0006: the limit of open concerns per worker is kept by a count on the account
 * (OPEN_GRIEVANCE_COUNT, db/grievances.ts), changed in the transactions that raise and close tickets. Tickets
 * raised before were not counted: every worker with an open ticket gets the count of their open tickets.
 * Setting (not adding) the count makes a second run change nothing.
 */
import * as grievances from '#lib/db/grievances';
import type { Migration } from './index';

export const migration: Migration = {
  id: '0006-open-grievance-counts',
  about: 'Worker accounts with an open grievance get OPEN_GRIEVANCE_COUNT, the number of their open tickets',
  async run() {
    let workers = 0;
    let tickets = 0;
    for (const userId of await grievances.workersWithOpen()) {
      tickets += await grievances.recountOpen(userId);
      workers += 1;
    }
    return { workers, tickets };
  },
};
