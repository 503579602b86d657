// The Hindi catalogue's first part, compiled: what a page's first load can show (replaced by its result when
// building: see compile.ts). later-hi.ts has the rest.
import english from '../../locales/en/messages.po?raw';
import translation from '../../locales/hi/messages.po?raw';
import { cataloguePart, compileCatalogue } from './compile';

export const messages = cataloguePart(compileCatalogue(translation, 'hi', english), 'first');
