/** Every text of Explore Jobs, from the catalogues in the worker's language. */

import type { RelaxationKind } from '#shared/domain/job-search-relax';
import { formatRupees } from '#web/lib/format';
import type { Translate } from '#web/lib/i18n';

const RELAXATION_MESSAGES = {
  remote: 'explore.relaxRemote',
  anywhere: 'explore.relaxAnywhere',
  fewerFilters: 'explore.relaxFilters',
} as const satisfies Record<RelaxationKind, string>;

export function exploreTexts(t: Translate) {
  return {
    searchLabel: t('explore.searchLabel'),
    searchPlaceholder: t('explore.searchPlaceholder'),
    search: t('explore.search'),
    filters: t('explore.filters'),
    filtersActive: (count: number) => t('explore.filtersActive', { count }),
    city: t('field.city'),
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
    relaxation: (kind: RelaxationKind, count: number, more: boolean) =>
      t(RELAXATION_MESSAGES[kind], { count, more: more ? 'yes' : 'no' }),
    relaxShow: t('explore.relaxShow'),
    noneYet: t('explore.noneYet'),
  };
}
