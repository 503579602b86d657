// The te catalogue, compiled (replaced by its result when building: see compile.ts).
import { compileCatalogue } from './compile';
import { te } from './te';

export const messages = compileCatalogue(te);
