import { bareGetAllJobs } from '../bare';
import { minimalContext } from './context';

export const handler = bareGetAllJobs(minimalContext());
