/**
 * The twin's storage is as strict as S3 (infra/local/dev/s3-gate.ts), tried as an attacker would: worker B
 * retargets their own upload form at worker A's key, changes its type or size, or reuses it past its expiry;
 * anyone lists the bucket or reads a document without a signature, or with a tampered one; a form hides a
 * second key past the fields the gate used to read, or in another case, or climbs out of s3rver's folder with
 * `..`. Each is refused and nothing is stored; the forms and links the functions hand out keep working.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { createS3Checks } from '#infra/local/dev/s3-checks';
import { localCredentials, localRegion } from '#infra/local/dynamodb';
import { s3 } from '#lib/clients/s3';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { examples } from '#test/support/examples';
import { requestWithHost } from '#test/support/host-request';
import { call } from '#test/support/invoke';
import { documentUploadForm, pngBytes, uploadDocument } from '#test/support/uploads';

const { bucket } = await import('#features/documents/storage');

async function post(
  form: { url: string; fields: Record<string, string> },
  changes: { fields?: Record<string, string>; bytes?: Buffer; contentType?: string } = {},
): Promise<{ status: number; text: string }> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...form.fields, ...changes.fields })) body.append(name, value);
  const contentType = changes.contentType ?? 'image/png';
  body.append(
    'file',
    new Blob([new Uint8Array(changes.bytes ?? pngBytes())], { type: contentType }),
    'x.png',
  );
  const response = await fetch(form.url, { method: 'POST', body });
  return { status: response.status, text: await response.text() };
}

async function stored(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

describe("the local storage enforces an upload form's policy", () => {
  it("refuses worker B's form pointed at worker A's key, and A's upload stays as it was", async () => {
    const [a, b] = [await createWorker(), await createWorker()];
    const aKey = await uploadDocument(a, 'panCard', pngBytes());
    const bForm = await documentUploadForm(b, 'panCard');
    const answer = await post(bForm, { fields: { key: aKey }, bytes: pngBytes(500) });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('<Code>AccessDenied</Code>');
    expect(answer.text).toContain('Policy Condition failed');
    expect(await stored(aKey)).toEqual(pngBytes());
  });

  it('refuses another content type, an empty file, a file over the range, and an added field', async () => {
    const form = await documentUploadForm(await createWorker(), 'idCard');
    await expect(
      post(form, { fields: { 'Content-Type': 'text/html' }, contentType: 'text/html' }),
    ).resolves.toMatchObject({
      status: 403,
    });
    await expect(post(form, { bytes: Buffer.alloc(0) })).resolves.toMatchObject({ status: 400 });
    const large = await post(form, { bytes: pngBytes(2 * 1024 * 1024 + 1) });
    expect(large).toMatchObject({ status: 400 });
    expect(large.text).toContain('EntityTooLarge');
    const extra = await post(form, { fields: { 'x-amz-meta-owner': 'someone' } });
    expect(extra.status).toBe(403);
    expect(extra.text).toContain('Extra input fields: x-amz-meta-owner');
    // The form itself still works.
    await expect(post(form)).resolves.toMatchObject({ status: 204 });
  });

  it('refuses a tampered policy or signature, and a form without them', async () => {
    const form = await documentUploadForm(await createWorker(), 'panCard');
    const policy = JSON.parse(Buffer.from(form.fields.Policy ?? '', 'base64').toString('utf8'));
    policy.conditions = policy.conditions.filter((condition: unknown) => !Array.isArray(condition));
    const loosened = Buffer.from(JSON.stringify(policy)).toString('base64');
    const tampered = await post(form, { fields: { Policy: loosened, key: 'uploads/anything.png' } });
    expect(tampered.status).toBe(403);
    expect(tampered.text).toContain('SignatureDoesNotMatch');
    const forged = await post(form, { fields: { 'X-Amz-Signature': '0'.repeat(64) } });
    expect(forged.text).toContain('SignatureDoesNotMatch');
    const bare = new FormData();
    bare.append('key', form.key);
    bare.append('file', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'x.png');
    const unsigned = await fetch(form.url, { method: 'POST', body: bare });
    expect(unsigned.status).toBe(403);
  });

  it('refuses a form past its expiry (checked with the clock moved on six minutes)', async () => {
    const form = await documentUploadForm(await createWorker(), 'panCard');
    const later = createS3Checks({
      credentials: localCredentials,
      region: localRegion,
      now: () => new Date(Date.now() + 6 * 60 * 1000),
    });
    const fields = Object.fromEntries(
      Object.entries(form.fields).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const bucketName = new URL(form.url).pathname.split('/')[1] ?? '';
    await expect(later.checkPostPolicy(bucketName, fields, { bytes: 100 })).resolves.toMatchObject({
      status: 403,
      message: 'Invalid according to Policy: Policy expired.',
    });
    const now = createS3Checks({ credentials: localCredentials, region: localRegion });
    await expect(now.checkPostPolicy(bucketName, fields, { bytes: 100 })).resolves.toBeUndefined();
  });
});

describe('the local storage reads and lists only with a signature', () => {
  it('refuses an anonymous list of the bucket and an anonymous read of a document', async () => {
    const worker = await createWorker();
    const key = await uploadDocument(worker, 'panCard', pngBytes());
    const endpoint = String(process.env.S3_ENDPOINT);
    for (const path of [`/${bucket}`, `/${bucket}/`, `/${bucket}?list-type=2`, `/${bucket}/${key}`, '/']) {
      const response = await fetch(`${endpoint}${path}`);
      expect(response.status, path).toBe(403);
      expect(await response.text()).toContain('<Code>AccessDenied</Code>');
    }
  });

  it('serves the signed link getProfile gives, and refuses it tampered or pointed at another key', async () => {
    const worker = await createWorker();
    const key = await uploadDocument(worker, 'panCard', pngBytes());
    const example = await examples.updateProfile(worker);
    const body = { ...(example?.body as object), panCardLocation: key };
    expect((await call('updateProfile', { token: worker.token, body })).status).toBe(200);
    const profile = (await callApi('getProfile', { token: worker.token })).body.data as {
      PANCARD_LOCATION: string;
    };
    const link = new URL(profile.PANCARD_LOCATION);
    expect((await fetch(link)).status).toBe(200);

    const tampered = new URL(link);
    tampered.searchParams.set('X-Amz-Signature', '1'.repeat(64));
    expect((await fetch(tampered)).status).toBe(403);

    const otherKey = new URL(link);
    otherKey.pathname = otherKey.pathname.replace(/[^/]+\.png$/, '00000000-0000-4000-8000-000000000000.png');
    const answer = await fetch(otherKey);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('SignatureDoesNotMatch');

    const longer = new URL(link);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect((await fetch(longer)).status).toBe(403);
  });
});

/** A form POSTed with its fields exactly as listed (names, order, repeats), then the file. */
async function postEntries(
  url: string,
  entries: [string, string][],
  file: { bytes: Buffer; type: string } = { bytes: pngBytes(), type: 'image/png' },
): Promise<{ status: number; text: string }> {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), 'x.png');
  const response = await fetch(url, { method: 'POST', body });
  return { status: response.status, text: await response.text() };
}

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error: unknown) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw error;
  }
}

const html = { bytes: Buffer.from('<script>alert(document.cookie)</script>'), type: 'text/html' };

describe('the local storage stores exactly what it checked', () => {
  it('refuses a second key past the 50th field (60 fields), and stores nothing under logos/', async () => {
    const form = await documentUploadForm(await createWorker(), 'panCard');
    const hidden = `logos/${randomUUID()}.html`;
    const entries: [string, string][] = Object.entries(form.fields);
    while (entries.length < 50) entries.push([`x-ignore-pad-${entries.length}`, 'x']);
    entries.push(['key', hidden], ['Content-Type', 'text/html']);
    while (entries.length < 60) entries.push([`x-ignore-pad-${entries.length}`, 'x']);
    const answer = await postEntries(form.url, entries, html);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('<Code>InvalidArgument</Code>');
    expect(answer.text).toContain('key appears more than once');
    expect(await exists(hidden)).toBe(false);
    expect(await exists(form.key)).toBe(false);
  });

  it('refuses the same name twice in another case (key and Key), and stores nothing', async () => {
    const form = await documentUploadForm(await createWorker(), 'idCard');
    const hidden = `logos/${randomUUID()}.html`;
    const entries: [string, string][] = [
      ['key', hidden],
      ...Object.entries(form.fields).map(([name, value]): [string, string] => [
        name === 'key' ? 'Key' : name,
        value,
      ]),
    ];
    const answer = await postEntries(form.url, entries);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('<Code>InvalidArgument</Code>');
    expect(await exists(hidden)).toBe(false);
    expect(await exists(form.key)).toBe(false);
    // The form as issued, with its own names, still works.
    await expect(postEntries(form.url, Object.entries(form.fields))).resolves.toMatchObject({ status: 204 });
  });

  it('refuses a ../ key even under a policy that allows any key: nothing is written outside the folder', async () => {
    const name = `escape-${randomUUID()}`;
    const escaped = () => readdirSync(tmpdir()).filter((file) => file.startsWith(name));
    try {
      for (const key of [`../../${name}.png`, `uploads/../../../${name}.png`, `uploads/./${name}.png`]) {
        const { url, fields } = await createPresignedPost(s3, {
          Bucket: bucket,
          Key: key,
          Conditions: [['starts-with', '$key', '']],
          Expires: 60,
        });
        const answer = await postEntries(url, Object.entries(fields));
        expect(answer.status, key).toBe(400);
        expect(answer.text, key).toContain('<Code>InvalidArgument</Code>');
        expect(escaped(), key).toEqual([]);
      }
    } finally {
      // s3rver's folder is a temporary one: a key climbing out of it lands in the temporary folder.
      for (const file of escaped()) rmSync(join(tmpdir(), file), { force: true });
    }
  });

  it('refuses a key with a leading / or a backslash, and a signed request whose path climbs out', async () => {
    for (const key of [`/uploads/${randomUUID()}.png`, `uploads\\${randomUUID()}.png`]) {
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: key,
        Conditions: [['starts-with', '$key', '']],
        Expires: 60,
      });
      const answer = await postEntries(url, Object.entries(fields));
      expect(answer.status, key).toBe(400);
    }
    const endpoint = String(process.env.S3_ENDPOINT);
    for (const rawPath of [`/${bucket}/uploads/%2e%2e/%2e%2e/x`, `/${bucket}/uploads/../../x`]) {
      const climbing = await requestWithHost(endpoint, new URL(endpoint).host, { rawPath });
      expect(climbing.status, rawPath).toBe(400);
      expect(climbing.text, rawPath).toContain('<Code>InvalidArgument</Code>');
    }
  });
});
