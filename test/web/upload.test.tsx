import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPng, postToStorage, UploadError, uploadFormData, uploadMessages } from '#web/lib/upload';
import { FakeXhr, pngFile, sentRequest } from './fake-xhr';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('document uploads, in the browser', () => {
  it('accepts a png of up to 2 MB whose first bytes are the png signature', async () => {
    expect(await checkPng(pngFile())).toBeUndefined();
    expect(await checkPng(pngFile('big.png', 2 * 1024 * 1024))).toBeUndefined();
  });

  it('refuses another type, a file over 2 MB, and bytes that are not a png', async () => {
    expect(await checkPng(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }))).toBe(uploadMessages.type);
    expect(await checkPng(pngFile('big.png', 2 * 1024 * 1024 + 1))).toBe(uploadMessages.size);
    expect(await checkPng(new File(['not a png'], 'a.png', { type: 'image/png' }))).toBe(
      uploadMessages.signature,
    );
    expect(await checkPng(new File([], 'empty.png', { type: 'image/png' }))).toBe(uploadMessages.signature);
    expect(uploadMessages.size).toContain('2 MB');
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
