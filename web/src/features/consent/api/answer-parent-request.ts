/** The verified parent's declaration and answer: consent, or refusal (which erases the child's account). */
import { type ApiInput, callApi } from '#web/lib/api';

export async function answerParentRequest(input: ApiInput<'answerParentRequest'>): Promise<void> {
  await callApi('answerParentRequest', input);
}
