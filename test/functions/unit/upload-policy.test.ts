/**
 * The presigned POST for a document upload: its policy (decoded here) is what S3 enforces on AWS, so it must
 * pin the key, the bucket, the content type and the size range, and expire within minutes.
 */
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.UPLOADS_BUCKET = 'earnlearn-documents';
  process.env.AWS_REGION = 'ap-south-1';
  process.env.AWS_ACCESS_KEY_ID = 'AKIAUNITTEST';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-test-secret';
  // The AWS endpoint: a test process that ran the API tests before may have pointed S3 at s3rver.
  delete process.env.S3_ENDPOINT;
});

type Condition = Record<string, string> | [string, ...(string | number)[]];

async function form(userId = 42, kind: 'panCard' | 'idCard' = 'panCard') {
  const { createUploadForm } = await import('#features/documents/documents');
  const now = new Date();
  const upload = await createUploadForm(userId, kind, 'image/png', now);
  const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString('utf8')) as {
    expiration: string;
    conditions: Condition[];
  };
  return { upload, policy, now };
}

describe('createUploadForm', () => {
  it("posts to the documents bucket under a fresh key of the worker's own uploads folder", async () => {
    const { upload } = await form(42, 'idCard');
    expect(upload.url).toBe('https://earnlearn-documents.s3.ap-south-1.amazonaws.com/');
    expect(upload.key).toMatch(/^uploads\/42\/idCard\/[0-9a-f-]{36}\.png$/);
    expect(upload.fields.key).toBe(upload.key);
    expect(upload.fields['Content-Type']).toBe('image/png');
    expect(upload.maxBytes).toBe(2 * 1024 * 1024);
    const second = await form(42, 'idCard');
    expect(second.upload.key).not.toBe(upload.key);
  });

  it('has a policy that allows only image/png, 1 byte to 2 MB, that one key and bucket', async () => {
    const { upload, policy } = await form();
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 2_097_152]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(policy.conditions).toContainEqual({ key: upload.key });
    expect(policy.conditions).toContainEqual({ bucket: 'earnlearn-documents' });
    // Nothing widens it: no starts-with condition on the key or the type.
    expect(policy.conditions.filter((c) => Array.isArray(c) && c[0] === 'starts-with')).toEqual([]);
    expect(upload.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(upload.fields['X-Amz-Credential']).toMatch(/^AKIAUNITTEST\/\d{8}\/ap-south-1\/s3\/aws4_request$/);
  });

  it('names the one type the browser declared, in the policy, the field and the key', async () => {
    const { createUploadForm } = await import('#features/documents/documents');
    const jpeg = await createUploadForm(42, 'panCard', 'image/jpeg');
    const policy = JSON.parse(Buffer.from(jpeg.fields.Policy ?? '', 'base64').toString('utf8')) as {
      conditions: Condition[];
    };
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/jpeg']);
    expect(jpeg.fields['Content-Type']).toBe('image/jpeg');
    expect(jpeg.key).toMatch(/^uploads\/42\/panCard\/[0-9a-f-]{36}\.jpg$/);
    const resume = await createUploadForm(42, 'resume', 'application/pdf');
    expect(resume.key).toMatch(/^uploads\/42\/resume\/[0-9a-f-]{36}\.pdf$/);
    expect(resume.contentType).toBe('application/pdf');
  });

  it('refuses a resume that is not a PDF, and a logo that is not an image', async () => {
    const { createUploadForm } = await import('#features/documents/documents');
    const { createLogoUploadForm } = await import('#features/documents/logos');
    await expect(createUploadForm(42, 'resume', 'image/jpeg')).rejects.toThrow('a resume must be a PDF');
    await expect(createLogoUploadForm('application/pdf')).rejects.toThrow('a logo must be a PNG or JPEG');
  });

  it('expires after five minutes, as the answer says', async () => {
    const { upload, policy, now } = await form();
    const expires = Date.parse(policy.expiration);
    expect(expires - now.getTime()).toBeGreaterThan(4.9 * 60_000);
    expect(expires - now.getTime()).toBeLessThanOrEqual(5 * 60_000 + 1000);
    expect(Math.abs(Date.parse(upload.expiresAt) - expires)).toBeLessThanOrEqual(1000);
  });
});

describe('isOwnUploadKey', () => {
  it('accepts only a fresh upload key of this worker and this kind of document', async () => {
    const { isOwnUploadKey } = await import('#features/documents/documents');
    const key = 'uploads/42/panCard/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    expect(isOwnUploadKey(key, 42, 'panCard')).toBe(true);
    expect(isOwnUploadKey(key, 4, 'panCard')).toBe(false);
    expect(isOwnUploadKey(key, 42, 'idCard')).toBe(false);
    expect(isOwnUploadKey(key.replace('uploads/', 'documents/'), 42, 'panCard')).toBe(false);
    expect(isOwnUploadKey(`${key}/../../43/panCard/x.png`, 42, 'panCard')).toBe(false);
    expect(isOwnUploadKey('uploads/42/panCard/../../43/panCard/x.png', 42, 'panCard')).toBe(false);
    expect(isOwnUploadKey(key.replace('.png', '.jpg'), 42, 'panCard')).toBe(true);
    expect(isOwnUploadKey(key.replace('.png', '.pdf'), 42, 'panCard')).toBe(true);
    expect(isOwnUploadKey(key.replace('.png', '.heic'), 42, 'panCard')).toBe(false);
    expect(isOwnUploadKey(key.replace('panCard', 'resume'), 42, 'resume')).toBe(false);
    expect(isOwnUploadKey(key.replace('panCard', 'resume').replace('.png', '.pdf'), 42, 'resume')).toBe(true);
  });
});
