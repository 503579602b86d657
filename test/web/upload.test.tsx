import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_UPLOAD_TYPES, IMAGE_UPLOAD_TYPES, RESUME_UPLOAD_TYPES } from '#shared/domain/upload-types';
import {
  postToStorage,
  prepareUpload,
  scaledSize,
  UploadError,
  uploadFormData,
  uploadMessages,
} from '#web/lib/upload';
import { FakeXhr, pngFile, sentRequest } from './fake-xhr';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('document uploads, in the browser', () => {
  it('accepts a png of up to 2 MB whose first bytes are the png signature, as it is', async () => {
    const file = pngFile();
    expect(await prepareUpload(file, DOCUMENT_UPLOAD_TYPES)).toEqual({ file, type: 'image/png' });
    const big = pngFile('big.png', 2 * 1024 * 1024);
    expect(await prepareUpload(big, IMAGE_UPLOAD_TYPES)).toEqual({ file: big, type: 'image/png' });
  });

  it('types a file by its bytes, whatever its name and the type the browser gave it', async () => {
    const pdf = new File(['%PDF-1.7 a scan'], 'pan.png', { type: 'image/png' });
    const prepared = await prepareUpload(pdf, DOCUMENT_UPLOAD_TYPES);
    expect(prepared).toMatchObject({ type: 'application/pdf' });
    expect('file' in prepared && prepared.file.type).toBe('application/pdf');
    expect('file' in prepared && prepared.file.name).toBe('pan.pdf');
  });

  it('refuses what the field does not take, a HEIC photo and a file over 2 MB, each with its message', async () => {
    const problem = async (file: File, types = DOCUMENT_UPLOAD_TYPES) => {
      const prepared = await prepareUpload(file, types);
      return 'problem' in prepared ? prepared.problem : undefined;
    };
    expect(await problem(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }))).toBe(
      uploadMessages.typeDocument,
    );
    expect(await problem(new File(['not a png'], 'a.png', { type: 'image/png' }))).toBe(
      uploadMessages.typeDocument,
    );
    expect(await problem(new File([], 'empty.png', { type: 'image/png' }))).toBe(uploadMessages.typeDocument);
    expect(await problem(new File(['%PDF-1.4'], 'logo.png'), IMAGE_UPLOAD_TYPES)).toBe(
      uploadMessages.typeImage,
    );
    expect(await problem(pngFile(), RESUME_UPLOAD_TYPES)).toBe(uploadMessages.typePdf);
    const heic = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
    expect(await problem(new File([heic], 'IMG_0001.HEIC', { type: 'image/heic' }))).toBe(
      uploadMessages.heic,
    );
    expect(await problem(pngFile('big.png', 2 * 1024 * 1024 + 1))).toBe(uploadMessages.size);
    expect(uploadMessages.size).toContain('2 MB');
  });

  it("sends a phone's large photo as a JPEG redrawn at 1600 px, at quality 0.85; a PDF as it is", async () => {
    const drawn: unknown[][] = [];
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4032, height: 3024, close: () => {} }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: (...args: unknown[]) => drawn.push(args),
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done) => done(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xdb])])));
    // A 3 MB camera photo: over the limit as it is, within it once smaller.
    const photo = new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe1]), new Uint8Array(3 * 1024 * 1024)],
      'IMG_1.jpg',
    );

    const prepared = await prepareUpload(photo, DOCUMENT_UPLOAD_TYPES, { downscale: true });

    expect(prepared).toMatchObject({ type: 'image/jpeg' });
    expect('file' in prepared && prepared.file.size).toBe(4);
    expect(drawn[0]?.slice(1)).toEqual([0, 0, 1600, 1200]);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85);
    const pdf = new File(['%PDF-1.7 scan'], 'scan.pdf', { type: 'application/pdf' });
    expect(await prepareUpload(pdf, DOCUMENT_UPLOAD_TYPES, { downscale: true })).toEqual({
      file: pdf,
      type: 'application/pdf',
    });
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('draws a large photo at most 1600 px on its longest side, keeping its shape, never larger', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('builds the form with the fields in order and the file last', () => {
    const file = pngFile('x.png');
    const body = uploadFormData({ url: 'https://s3.example.com/b', fields: { b: '2', a: '1' } }, file);
    expect([...body.keys()]).toEqual(['b', 'a', 'file']);
  });

  it('resolves on a 2xx answer and reports progress from 0 to 1', async () => {
    const progress: number[] = [];
    const done = postToStorage({ url: 'https://s3.example.com/b', fields: {} }, pngFile(), {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = await sentRequest();
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201);

    await expect(done).resolves.toBeUndefined();
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('rejects with the failure message on another status or a network error', async () => {
    const refused = postToStorage({ url: 'https://s3.example.com/b', fields: {} }, pngFile());
    (await sentRequest(1)).respond(403);
    await expect(refused).rejects.toEqual(new UploadError(403));
    await expect(refused).rejects.toThrow('The upload failed. Please try again.');

    const offline = postToStorage({ url: 'https://s3.example.com/b', fields: {} }, pngFile());
    (await sentRequest(2)).failNetwork();
    await expect(offline).rejects.toMatchObject({ status: 0, message: uploadMessages.failed });
  });

  it('aborts when its signal does', async () => {
    const controller = new AbortController();
    const upload = postToStorage({ url: 'https://s3.example.com/b', fields: {} }, pngFile(), {
      signal: controller.signal,
    });
    const xhr = await sentRequest();

    controller.abort();

    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });
});
