/** The signed-in employer, their organisation as the session check read it (none yet: null) and its team. */
import { organisationAnswer } from '#features/employers/organisation';
import { teamOf } from '#features/employers/team';
import { endpoint } from '#lib/http/endpoint';
import { getMyOrganisation } from '#shared/api/employer';

export const handler = endpoint(getMyOrganisation, async (_input, { account }) => {
  const { organisation } = account;
  return {
    account: {
      email: account.EMAIL,
      name: account.NAME,
      ...(organisation && account.ORG_ROLE ? { role: account.ORG_ROLE } : {}),
    },
    organisation: organisation ? organisationAnswer(organisation) : null,
    ...(organisation ? { team: await teamOf(account, organisation.id) } : {}),
  };
});
