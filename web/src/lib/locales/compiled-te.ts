// The Telugu catalogue, compiled (replaced by its result when building: see compile.ts).
import english from '../../locales/en/messages.po?raw';
import translation from '../../locales/te/messages.po?raw';
import { compileCatalogue } from './compile';

export const messages = compileCatalogue(translation, 'te', english);
