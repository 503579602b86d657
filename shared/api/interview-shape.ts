/** The interview an application carries (re-exported by interviews.ts), apart from the interviews' contracts. */
import * as z from 'zod/mini';
import { INTERVIEW_ANSWERS } from '../domain/interviews';

/** An interview as the worker and the staff see it: when (an instant; shown in IST), where, and the answer. */
export const interview = z.object({
  /** The start, an ISO instant (UTC); DATE and TIME are the same in IST as staff typed them. */
  STARTS_AT: z.string(),
  DATE: z.string(),
  TIME: z.string(),
  PLACE: z.optional(z.string()),
  VIDEO_LINK: z.optional(z.string()),
  ANSWER: z.enum(INTERVIEW_ANSWERS),
  /** The worker's short note when asking for another time. */
  NOTE: z.optional(z.string()),
  PROPOSED_AT: z.string(),
  ANSWERED_AT: z.optional(z.string()),
});
export type Interview = z.infer<typeof interview>;
