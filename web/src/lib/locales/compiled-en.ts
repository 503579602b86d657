// The en catalogue, compiled (replaced by its result when building: see compile.ts).
import { compileCatalogue } from './compile';
import { en } from './en';

export const messages = compileCatalogue(en);
