import { bareGetAppliedJobs } from '../bare';
import { minimalContext } from './context';

export const handler = bareGetAppliedJobs(minimalContext());
