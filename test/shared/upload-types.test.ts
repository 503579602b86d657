/**
 * What an upload is, told by its first bytes (shared/domain/upload-types.ts): the browser's check before asking
 * for a form and the server's before keeping a file both rest on it.
 */
import { describe, expect, it } from 'vitest';
import {
  extensionPattern,
  IMAGE_UPLOAD_TYPES,
  sniffUpload,
  uploadTypeOfKey,
} from '#shared/domain/upload-types';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

/** The start of an ISO-BMFF file (HEIC, AVIF, MP4): a box size, `ftyp`, the brand. */
const ftyp = (brand: string) => bytes(0, 0, 0, 0x18, 'ftyp', brand, 0, 0, 0, 0);

describe('sniffUpload', () => {
  it('tells a png, a JPEG and a PDF by their magic numbers', () => {
    expect(sniffUpload(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png');
    expect(sniffUpload(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('image/jpeg');
    expect(sniffUpload(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0x10, 'Exif'))).toBe('image/jpeg');
    expect(sniffUpload(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it("calls an iPhone's HEIC or HEIF photo heic, whichever brand it carries", () => {
    for (const brand of ['heic', 'heix', 'mif1', 'msf1', 'hevc'])
      expect(sniffUpload(ftyp(brand))).toBe('heic');
  });

  it('knows nothing else: another ftyp brand, text, an empty or cut-short file', () => {
    expect(sniffUpload(ftyp('avif'))).toBe('unknown');
    expect(sniffUpload(ftyp('isom'))).toBe('unknown');
    expect(sniffUpload(bytes('<html><script>'))).toBe('unknown');
    expect(sniffUpload(bytes('%PDF'))).toBe('unknown');
    expect(sniffUpload(bytes(0x89, 'PNG'))).toBe('unknown');
    expect(sniffUpload(bytes(0xff, 0xd8))).toBe('unknown');
    expect(sniffUpload(new Uint8Array())).toBe('unknown');
  });

  it('does not care what the file is called: a PDF named .png is a PDF', () => {
    const renamed = new File([bytes('%PDF-1.4')], 'pan-card.png', { type: 'image/png' });
    return renamed.arrayBuffer().then((buffer) => {
      expect(sniffUpload(new Uint8Array(buffer))).toBe('application/pdf');
    });
  });
});

describe('the type a stored key names', () => {
  it('is the one of its extension, and none for any other', () => {
    expect(uploadTypeOfKey('documents/4/panCard/x.jpg')).toBe('image/jpeg');
    expect(uploadTypeOfKey('documents/4/panCard/x.png')).toBe('image/png');
    expect(uploadTypeOfKey('documents/4/resume/x.pdf')).toBe('application/pdf');
    expect(uploadTypeOfKey('documents/4/panCard/x.heic')).toBeUndefined();
    expect(uploadTypeOfKey('documents/4/panCard/x')).toBeUndefined();
  });

  it("matches logos' extensions as images only", () => {
    const pattern = new RegExp(`^x\\.${extensionPattern(IMAGE_UPLOAD_TYPES)}$`);
    expect(['x.png', 'x.jpg'].every((name) => pattern.test(name))).toBe(true);
    expect(pattern.test('x.pdf')).toBe(false);
  });
});
