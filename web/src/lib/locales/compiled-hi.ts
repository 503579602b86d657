// The hi catalogue, compiled (replaced by its result when building: see compile.ts).
import { compileCatalogue } from './compile';
import { hi } from './hi';

export const messages = compileCatalogue(hi);
