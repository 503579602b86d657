/**
 * Migration 0003: the retention job erases accounts with no sign-in for 3 years, counted from
 * LAST_SIGN_IN, which sign-ins record from now on. Every worker account without one gets the migration's time:
 * the 3 years start when the rule does, never earlier, so no one is erased for inactivity from before they
 * could have been told (and the notice goes 48 hours before). Conditional on no LAST_SIGN_IN (a sign-in during
 * the run wins), so an interrupted run is simply run again.
 */
import { backfillSignIn } from '#lib/db/retention';
import * as users from '#lib/db/users';
import type { Migration } from './index';

export const migration: Migration = {
  id: '0003-last-sign-in',
  about: 'Worker accounts get LAST_SIGN_IN (the migration time) and their place in the sign-in index (gsi3)',
  async run() {
    const at = new Date().toISOString();
    let recorded = 0;
    let skipped = 0;
    let cursor: string | undefined;
    do {
      const page = await users.list({ limit: 100, cursor });
      for (const account of page.items) {
        if (account.LAST_SIGN_IN) skipped += 1;
        else if (await backfillSignIn(account.ID, at)) recorded += 1;
        else skipped += 1;
      }
      cursor = page.cursor;
    } while (cursor);
    return { recorded, skipped };
  },
};
