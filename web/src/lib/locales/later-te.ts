// The Telugu catalogue's later part, compiled: every message the first load cannot show, fetched with the first
// lazily loaded part of the app (replaced by its result when building: see compile.ts).
import english from '../../locales/en/messages.po?raw';
import translation from '../../locales/te/messages.po?raw';
import { cataloguePart, compileCatalogue } from './compile';

export const messages = cataloguePart(compileCatalogue(translation, 'te', english), 'later');
