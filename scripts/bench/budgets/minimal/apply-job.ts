import { bareApplyJob } from '../bare';
import { minimalContext } from './context';

export const handler = bareApplyJob(minimalContext());
