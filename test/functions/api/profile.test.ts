/**
 * getProfile, createDocumentUpload and updateProfile in process against DynamoDB Local and s3rver (see
 * api-env.ts). Uploads go as the browser sends them: a presigned multipart POST straight to the storage.
 * s3rver does not enforce the POST policy, so these tests also prove that updateProfile checks each object.
 */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { s3 } from '#lib/clients/s3';
import * as users from '#lib/db/users';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { call } from '#test/support/invoke';
import { freshMobileNumber } from '#test/support/sms';
import {
  documentUploadForm,
  heicBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  putPastThePolicy,
  uploadDocument,
} from '#test/support/uploads';

const edits = {
  gender: 1,
  dob: '2001-01-26',
  languages: ['hindi', 'english'],
  cityName: 'new delhi',
  education: 'graduate',
  collegeName: 'Delhi University',
  panCardLocation: '',
  idCardLocation: '',
};

const bucket = () => process.env.UPLOADS_BUCKET as string;

async function profileOf(worker: TestAccount) {
  const answer = await callApi('getProfile', { token: worker.token });
  expect(answer.status).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

function update(worker: TestAccount, body: Record<string, unknown>) {
  return call('updateProfile', { token: worker.token, body: { ...edits, ...body } });
}

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return true;
  } catch {
    return false;
  }
}

describe('getProfile', () => {
  it("answers the worker's profile with the spec's fields, languages comma-space separated", async () => {
    const worker = await createWorker();
    const profile = await profileOf(worker);
    expect(profile).toEqual({
      NAME: expect.stringMatching(/^Worker /),
      MOBILE_NUMBER: expect.stringMatching(/^9\d{9}$/),
      EMAIL: expect.stringMatching(/@example\.com$/),
      GENDER: 0,
      DOB: '2002-05-14',
      LANGUAGES: 'english, telugu',
      LOCATION: 'chennai',
      EDUCATION_LEVEL: 'pursuingGraduation',
      COLLEGE_NAME: '',
      PANCARD_LOCATION: '',
      ID_CARD_LOCATION: '',
      PANCARD_KEY: '',
      ID_CARD_KEY: '',
    });
  });

  it('answers a new, unregistered worker with empty fields (but the date of birth from the consent step) rather than failing', async () => {
    const worker = await createWorker({ registered: false, verified: false });
    const profile = await profileOf(worker);
    expect(profile).toMatchObject({
      GENDER: null,
      // Given at the consent step, before the details.
      DOB: '2002-05-14',
      LANGUAGES: '',
      EDUCATION_LEVEL: '',
      MOBILE_NUMBER: '',
    });
  });
});

describe('updateProfile', () => {
  it('saves the fields, which getProfile then answers', async () => {
    const worker = await createWorker();
    const answer = await update(worker, {});
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(await profileOf(worker)).toMatchObject({
      GENDER: 1,
      DOB: '2001-01-26',
      LANGUAGES: 'hindi, english',
      LOCATION: 'new delhi',
      EDUCATION_LEVEL: 'graduate',
      COLLEGE_NAME: 'Delhi University',
    });
  });

  it.each([
    [{ collegeName: 'IIT' }, 'collegeName', 'Please enter correct College Name'],
    [
      { collegeName: 'Delhi\u0000University' },
      'collegeName',
      'College name must not contain control or direction characters',
    ],
    [{ collegeName: 'Delhi <i>University</i>' }, 'collegeName', 'College name must not contain < or >'],
    [{ dob: '' }, 'dob', 'Date of Birth is required'],
    [{ languages: [] }, 'languages', 'Please select atleast language'],
    [{ cityName: 'atlantis' }, 'cityName', 'Please select a city'],
    [{ gender: 5 }, 'gender', 'Please select Gender'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (change, field, message) => {
    const worker = await createWorker();
    const before = await profileOf(worker);
    const answer = await update(worker, change);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ field, message });
    expect(await profileOf(worker)).toEqual(before);
  });

  it.each([['belowTenth'], ['tenthPass'], ['inClass11or12'], ['twelthPass']])(
    'saves a worker at level %s without a college, and keeps none that was sent',
    async (education) => {
      const worker = await createWorker();
      const { collegeName: _college, ...withoutCollege } = edits;
      const answer = await call('updateProfile', {
        token: worker.token,
        body: { ...withoutCollege, education },
      });
      expect(answer).toMatchObject({ status: 200, body: { success: true } });
      expect(await profileOf(worker)).toMatchObject({ EDUCATION_LEVEL: education, COLLEGE_NAME: '' });

      expect((await update(worker, { education, collegeName: 'Delhi University' })).status).toBe(200);
      expect(await profileOf(worker)).toMatchObject({ EDUCATION_LEVEL: education, COLLEGE_NAME: '' });
    },
  );

  it.each([['pursuingGraduation'], ['graduate'], ['postGraduate']])(
    'refuses a worker at level %s without a college with a 400 naming collegeName',
    async (education) => {
      const worker = await createWorker();
      const { collegeName: _college, ...withoutCollege } = edits;
      for (const body of [
        { ...withoutCollege, education },
        { ...edits, education, collegeName: '  ' },
      ]) {
        const answer = await call('updateProfile', { token: worker.token, body });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([
          { field: 'collegeName', message: 'Please enter correct College Name' },
        ]);
      }
    },
  );

  it('refuses a worker who has not finished registration with a clear 403', async () => {
    const worker = await createWorker({ registered: false, verified: false });
    const answer = await update(worker, {});
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Please complete your registration before editing your profile.');
  });
});

describe('document uploads', () => {
  it('keeps an uploaded png: checked, copied to the documents, shown through a working signed link', async () => {
    const worker = await createWorker();
    const png = pngBytes();
    const key = await uploadDocument(worker, 'panCard', png);
    expect(key).toMatch(new RegExp(`^uploads/${worker.id}/panCard/`));

    expect(await update(worker, { panCardLocation: key })).toMatchObject({ status: 200 });

    const profile = await profileOf(worker);
    expect(profile.PANCARD_KEY).toBe(key.replace(/^uploads\//, 'documents/'));
    expect(profile.ID_CARD_KEY).toBe('');
    const link = String(profile.PANCARD_LOCATION);
    expect(link).toContain('X-Amz-Signature=');
    expect(link).toContain('X-Amz-Expires=600');
    const image = await fetch(link);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it('keeps a document when its stored key is sent back, and deletes it when replaced or removed', async () => {
    const worker = await createWorker();
    await update(worker, { idCardLocation: await uploadDocument(worker, 'idCard', pngBytes()) });
    const first = String((await profileOf(worker)).ID_CARD_KEY);

    await update(worker, { idCardLocation: first, collegeName: 'Anna University' });
    expect(await profileOf(worker)).toMatchObject({ ID_CARD_KEY: first, COLLEGE_NAME: 'Anna University' });
    expect(await exists(first)).toBe(true);

    await update(worker, { idCardLocation: await uploadDocument(worker, 'idCard', pngBytes(2048)) });
    const second = String((await profileOf(worker)).ID_CARD_KEY);
    expect(second).not.toBe(first);
    expect(await exists(first)).toBe(false);

    await update(worker, { idCardLocation: '' });
    expect(await profileOf(worker)).toMatchObject({ ID_CARD_KEY: '', ID_CARD_LOCATION: '' });
    expect(await exists(second)).toBe(false);
  });

  it("keeps a phone's JPEG photo and a PDF scan, each opened with its own type", async () => {
    const worker = await createWorker();
    const photo = jpegBytes();
    const scan = pdfBytes();
    const panCard = await uploadDocument(worker, 'panCard', photo, 'image/jpeg');
    const idCard = await uploadDocument(worker, 'idCard', scan, 'application/pdf');
    expect(panCard).toMatch(/\.jpg$/);
    expect(idCard).toMatch(/\.pdf$/);

    expect(await update(worker, { panCardLocation: panCard, idCardLocation: idCard })).toMatchObject({
      status: 200,
    });

    const profile = await profileOf(worker);
    const [image, pdf] = await Promise.all([
      fetch(String(profile.PANCARD_LOCATION)),
      fetch(String(profile.ID_CARD_LOCATION)),
    ]);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(photo);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(scan);
  });

  it('refuses a renamed file (a PDF sent as a JPEG) and names an iPhone HEIC photo, each a 400', async () => {
    const worker = await createWorker();
    const renamed = await uploadDocument(worker, 'panCard', pdfBytes(), 'image/jpeg');
    const heic = await uploadDocument(worker, 'idCard', heicBytes(), 'image/jpeg');

    const answer = await update(worker, { panCardLocation: renamed, idCardLocation: heic });

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'panCardLocation',
          message: 'the file is not the JPEG image it was uploaded as. Please upload it again.',
        },
      ]),
    );
    const second = await update(worker, { idCardLocation: heic });
    expect(second.body.errors).toEqual([
      { field: 'idCardLocation', message: 'the file is an iPhone HEIC photo. Please upload a JPEG or PNG.' },
    ]);
    expect(await profileOf(worker)).toMatchObject({ PANCARD_KEY: '', ID_CARD_KEY: '' });
  });

  it('signs a form for no type a document does not take (HEIC, a web page)', async () => {
    const worker = await createWorker();
    for (const contentType of ['image/heic', 'text/html']) {
      const answer = await call('createDocumentUpload', {
        token: worker.token,
        body: { document: 'panCard', contentType },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('contentType must be image/jpeg, image/png or application/pdf');
    }
  });

  it('refuses a file that is not a png, whatever its declared type, with a 400 naming the field', async () => {
    const worker = await createWorker();
    const key = await uploadDocument(worker, 'panCard', Buffer.from('%PDF-1.7 not an image'), 'image/png');
    const answer = await update(worker, { panCardLocation: key });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        field: 'panCardLocation',
        message: 'the file is not the PNG image it was uploaded as. Please upload it again.',
      },
    ]);
    expect((await profileOf(worker)).PANCARD_KEY).toBe('');
  });

  it('refuses a png over 2 MB: the storage at upload (as S3 does), and updateProfile if one got there', async () => {
    const worker = await createWorker();
    await expect(uploadDocument(worker, 'idCard', pngBytes(2 * 1024 * 1024 + 1))).rejects.toThrow(
      /answered 400.*EntityTooLarge/s,
    );
    const { key } = await documentUploadForm(worker, 'idCard');
    await putPastThePolicy(key, pngBytes(2 * 1024 * 1024 + 1));
    const answer = await update(worker, { idCardLocation: key });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('idCardLocation: the file must be at most 2 MB.');
    expect(await exists(key.replace(/^uploads\//, 'documents/'))).toBe(false);
  });

  it("refuses another worker's upload, a key of the wrong kind, a made-up key and a missing object", async () => {
    const owner = await createWorker();
    const thief = await createWorker();
    const ownersKey = await uploadDocument(owner, 'panCard', pngBytes());
    const notMine = await update(thief, { panCardLocation: ownersKey });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe(
      'panCardLocation: this is not a file you uploaded. Please upload it again.',
    );

    const wrongKind = await update(owner, { idCardLocation: ownersKey });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors).toEqual([
      { field: 'idCardLocation', message: 'this is not a file you uploaded. Please upload it again.' },
    ]);

    expect((await update(owner, { panCardLocation: 'documents/1/panCard/x.png' })).status).toBe(400);
    expect((await update(owner, { panCardLocation: '../../etc/passwd' })).status).toBe(400);

    const neverUploaded = `uploads/${owner.id}/panCard/0f8fad5b-d9cb-469f-a165-70867728950e.png`;
    const missing = await update(owner, { panCardLocation: neverUploaded });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      'panCardLocation: the uploaded file was not found. Please upload it again.',
    );
    expect(await profileOf(owner)).toMatchObject({ PANCARD_KEY: '', COLLEGE_NAME: '' });
  });

  it('saves nothing, and leaves no copied document behind, when one of the two uploads is bad', async () => {
    const worker = await createWorker();
    const good = await uploadDocument(worker, 'panCard', pngBytes());
    const bad = await uploadDocument(worker, 'idCard', Buffer.from('GIF89a'));
    const answer = await update(worker, { panCardLocation: good, idCardLocation: bad });
    expect(answer.status).toBe(400);
    expect(await exists(good.replace(/^uploads\//, 'documents/'))).toBe(false);
    expect(await profileOf(worker)).toMatchObject({ PANCARD_KEY: '', ID_CARD_KEY: '' });
  });

  it('refuses a save based on stale document keys with a 409, keeping the newer document', async () => {
    const worker = await createWorker();
    const stale = await users.get(worker.id);
    await update(worker, { panCardLocation: await uploadDocument(worker, 'panCard', pngBytes()) });
    const current = String((await profileOf(worker)).PANCARD_KEY);
    await expect(
      users.updateProfile(
        worker.id,
        { ...edits, languages: ['english'], gender: 1, education: 'graduate', panCardKey: '', idCardKey: '' },
        { panCardKey: stale?.PANCARD_KEY ?? '', idCardKey: stale?.ID_CARD_KEY ?? '' },
      ),
    ).rejects.toThrow('Your profile was changed in another window. Please reload the page and try again.');
    expect((await profileOf(worker)).PANCARD_KEY).toBe(current);
    expect(await exists(current)).toBe(true);
  });

  it('answers a presigned form only for the two kinds of document', async () => {
    const worker = await createWorker();
    const answer = await call('createDocumentUpload', {
      token: worker.token,
      body: { document: 'passport' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('document must be panCard, idCard or resume');
  });
});

describe('changing the verified mobile number', () => {
  it('frees the old number for other accounts', async () => {
    const worker = await createWorker();
    const account = await users.get(worker.id);
    const oldNumber = account?.MOBILE_NUMBER ?? '';
    const newNumber = freshMobileNumber();
    await users.verifyMobileNumber(worker.id, newNumber);

    expect(await users.mobileNumberOwner(newNumber)).toBe(worker.id);
    expect(await users.mobileNumberOwner(oldNumber)).toBeUndefined();
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: { pk: `USER#${worker.id}`, sk: 'PROFILE' } }),
    );
    expect(Item).toMatchObject({ MOBILE_NUMBER: newNumber, VERIFIED: 1 });

    const other = await createWorker({ verified: false });
    await expect(users.verifyMobileNumber(other.id, oldNumber)).resolves.toBeUndefined();
    expect(await users.mobileNumberOwner(oldNumber)).toBe(other.id);
  });
});
