/** The signed-in employer and their organisation as the session check read them (none yet: null). */
import { organisationAnswer } from '#features/employers/organisation';
import { endpoint } from '#lib/http/endpoint';
import { getMyOrganisation } from '#shared/api/employer';

export const handler = endpoint(getMyOrganisation, async (_input, { account }) => ({
  account: {
    email: account.EMAIL,
    name: account.NAME,
    ...(account.organisation && account.ORG_ROLE ? { role: account.ORG_ROLE } : {}),
  },
  organisation: account.organisation ? organisationAnswer(account.organisation) : null,
}));
