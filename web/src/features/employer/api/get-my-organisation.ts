/** The signed-in employer, their organisation and its team: what every screen of the area reads. */
import useSWR from 'swr';
import { type ApiOutput, callApi } from '#web/lib/api';

export const MY_ORGANISATION_KEY = 'employer:getMyOrganisation';
export type MyOrganisation = ApiOutput<'getMyOrganisation'>;
export type OrganisationView = NonNullable<MyOrganisation['organisation']>;

export function useMyOrganisation() {
  return useSWR(MY_ORGANISATION_KEY, () => callApi('getMyOrganisation', {}));
}
