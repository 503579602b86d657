/** Every text of Explore Jobs, from the catalogues in the worker's language. */
import { formatRupees } from '#web/lib/format';
import type { Translate } from '#web/lib/i18n';

export function exploreTexts(t: Translate) {
  return {
    searchLabel: t('explore.searchLabel'),
    searchPlaceholder: t('explore.searchPlaceholder'),
    search: t('explore.search'),
    filters: t('explore.filters'),
    filtersActive: (count: number) => t('explore.filtersActive', { count }),
    city: t('field.city'),
    nearMe: (city: string) => t('explore.nearMe', { city }),
    workFromHome: t('explore.workFromHome'),
    type: t('explore.type'),
    hours: t('explore.hours'),
    pay: t('explore.pay'),
    posted: t('explore.posted'),
    any: t('explore.any'),
    payOption: (rupees: number) => t('explore.payOption', { amount: formatRupees(rupees) }),
    postedOption: (days: string) => t('explore.postedOption', { days: Number(days) }),
    sort: t('explore.sort'),
    newest: t('explore.newest'),
    earnings: t('explore.earnings'),
    apply: t('explore.apply'),
    clear: t('explore.clear'),
    loading: t('jobs.loading'),
    loadMore: t('jobs.loadMore'),
    loadingMore: t('jobs.loadingMore'),
    noMatch: t('explore.noMatch'),
    noneYet: t('explore.noneYet'),
  };
}
