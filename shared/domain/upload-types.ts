/**
 * What an upload is, told by its first bytes (magic numbers), never by its name or the browser's `type`: the
 * browser checks a chosen file with it before asking for an upload form, and the server checks the stored
 * object with it (a ranged read of SNIFF_BYTES) before keeping it (decision 570).
 *
 * Worker documents take the formats phones make (JPEG, PNG, PDF); company logos stay images (PNG or JPEG); a
 * resume is a PDF. An iPhone's HEIC/HEIF photo is recognised only to be refused with a message that says what to
 * do: most browsers cannot decode it into a canvas, and staff could not open it.
 */

import { PNG_SIGNATURE } from './constants';

/** The content types an upload may have, each with the file extension its stored key ends in. */
export const UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;
export const ALL_UPLOAD_TYPES = Object.keys(UPLOAD_TYPES) as UploadType[];

/** PAN card, student ID (and a photo): what a phone makes, a photo or a scanned PDF. */
export const DOCUMENT_UPLOAD_TYPES: readonly UploadType[] = ['image/jpeg', 'image/png', 'application/pdf'];
/** A company logo is shown as an image on public pages: PNG or JPEG, never a PDF. */
export const IMAGE_UPLOAD_TYPES: readonly UploadType[] = ['image/png', 'image/jpeg'];
/** An organisation's certificate (GST, Udyam, incorporation) is often a PDF from the portal. */
export const CERTIFICATE_UPLOAD_TYPES: readonly UploadType[] = DOCUMENT_UPLOAD_TYPES;
/** A worker's resume: one PDF. */
export const RESUME_UPLOAD_TYPES: readonly UploadType[] = ['application/pdf'];

/** How many first bytes tell every format here apart (HEIC's brand ends at byte 12). */
export const SNIFF_BYTES = 16;

const PNG = PNG_SIGNATURE;
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** ISO-BMFF brands of HEIC/HEIF images (an iPhone's default "High Efficiency" camera format). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** What the first bytes of a file are: one of the upload types, an iPhone HEIC/HEIF photo, or anything else. */
export type Sniffed = UploadType | 'heic' | 'unknown';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** Tells a file's format from its first bytes (at least SNIFF_BYTES of them, or the whole file). */
export function sniffUpload(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12)))
    return 'heic';
  return 'unknown';
}

/** The extension of a stored key of this type (`.png`, `.jpg`, `.pdf`). */
export function uploadExtension(type: UploadType): string {
  return UPLOAD_TYPES[type];
}

/** The type a key's extension names (an upload's key ends in the extension of the type its form declared). */
export function uploadTypeOfKey(key: string): UploadType | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return ALL_UPLOAD_TYPES.find((type) => UPLOAD_TYPES[type] === extension);
}

/** A regular expression source matching the extensions of these types: `(png|jpg)`. */
export function extensionPattern(types: readonly UploadType[]): string {
  return `(${types.map(uploadExtension).join('|')})`;
}
