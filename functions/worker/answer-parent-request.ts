/** A verified parent's declaration and answer: consent unlocks the account, refusal erases it. */
import { answerParentRequest as answer } from '#features/consent/parent';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { answerParentRequest } from '#shared/api/privacy';

export const handler = endpoint(
  answerParentRequest,
  async (input) => {
    await answer(input);
    return { success: true };
  },
  perAddressLimit(answerParentRequest.name),
);
