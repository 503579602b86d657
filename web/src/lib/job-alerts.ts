/**
 * The worker's job alerts, for Explore's Alert me dialog and the Privacy section of the profile: the list (loaded when the Alert me dialog opens or the Privacy section
 * shows it), creating one from the current Explore search, deleting one, and giving the consent to the optional
 * purpose `jobAlerts` first when it is not given (the same call as the Privacy section's switch).
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { JobAlertList } from '#shared/api/job-alerts';
import { districtName } from '#shared/domain/districts';
import type { AlertChannel } from '#shared/domain/job-alerts';
import { type JobSearch, scheduleOfParam, typeOfParam } from '#shared/domain/job-search';
import type { OptionalPurpose } from '#shared/domain/privacy';
import { type ApiError, callApi } from './api';
import { formatRupees } from './format';
import { activeLanguage, type Translate } from './i18n';

export const JOB_ALERTS_KEY = 'getJobAlerts';
/** The consent asked before the first alert: this purpose only. */
const PURPOSE: OptionalPurpose = 'jobAlerts';
/** The Privacy section's cache of the consent (features/profile/api/get-privacy.ts). */
const PRIVACY_KEY = 'getPrivacy';

export function useJobAlerts(load = true) {
  return useSWR<JobAlertList, ApiError>(load ? JOB_ALERTS_KEY : null, () => callApi('getJobAlerts', {}));
}

export function useJobAlertActions() {
  const { mutate } = useSWRConfig();
  const create = useCallback(
    async (search: JobSearch, channel: AlertChannel, giveConsent: boolean) => {
      if (giveConsent) {
        const answer = await callApi('updateConsent', {
          purpose: PURPOSE,
          granted: true,
          language: activeLanguage(),
        });
        await mutate(PRIVACY_KEY, answer, { revalidate: false });
      }
      const list = await callApi('createJobAlert', { ...search, channel });
      await mutate(JOB_ALERTS_KEY, list, { revalidate: false });
      return list;
    },
    [mutate],
  );
  const remove = useCallback(
    async (id: string) => {
      const list = await callApi('deleteJobAlert', { id });
      await mutate(JOB_ALERTS_KEY, list, { revalidate: false });
      return list;
    },
    [mutate],
  );
  return { create, remove };
}

/** An alert's search in words: its text, place, type, hours and pay; "every new job" without filters. */
export function searchSummary(t: Translate, search: JobSearch): string {
  const type = search.type && typeOfParam(search.type);
  const schedule = search.hours && scheduleOfParam(search.hours);
  const parts = [
    search.q ? `“${search.q}”` : undefined,
    search.city ? districtName(search.city) : undefined,
    search.wfh ? t('explore.workFromHome') : undefined,
    type ? t(`jobType.${type}`) : undefined,
    schedule ? t(`jobSchedule.${schedule}`) : undefined,
    search.pay ? t('explore.payOption', { amount: formatRupees(Number(search.pay)) }) : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : t('alerts.everyJob');
}

/** A channel in words (the SMS goes to the verified mobile, the e-mail to the Google address). */
export function channelName(t: Translate, channel: AlertChannel): string {
  return t(`alerts.channel.${channel}`);
}
