import { clock } from '#lib/clock';
import * as organisations from '#lib/db/organisations';
import * as replyRecords from '#lib/db/reply-records';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { getPublicEmployer } from '#shared/api/public-employer';
import { verificationLevelOf } from '#shared/domain/employer-verification';

/** An active employer's page: who it is, how far it is verified, how soon it answers; 404 otherwise. */
export const handler = endpoint(
  getPublicEmployer,
  async ({ id }) => {
    const organisation = await organisations.get(id);
    if (!organisation || organisation.status !== 'active')
      throw new NotFound(`There is no employer with id ${id}.`);
    const replyRecord = await replyRecords.recordOf(organisation.id, new Date(clock.now()));
    return {
      data: {
        id: organisation.id,
        name: organisation.brandName ?? organisation.legalName,
        legalName: organisation.legalName,
        ...(organisation.logoLink ? { logoLink: organisation.logoLink } : {}),
        ...(organisation.website ? { website: organisation.website } : {}),
        city: organisation.city,
        industry: organisation.industry,
        size: organisation.size,
        level: verificationLevelOf(organisation),
        since: organisation.createdAt,
        replyRecord,
      },
    };
  },
  perAddressLimit(getPublicEmployer.name),
);
