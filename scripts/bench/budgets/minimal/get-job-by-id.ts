import { bareGetJobById } from '../bare';
import { minimalContext } from './context';

export const handler = bareGetJobById(minimalContext());
