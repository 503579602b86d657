/**
 * Job posting as the admin's browser does it: a presigned form for the logo (createLogoUpload), the png POSTed
 * straight to the object storage, then postJob with the key.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createLogoUploadForm } from '#features/documents/logos';
import { LOGOS_PREFIX } from '#features/documents/public-logos';
import { s3 } from '#lib/clients/s3';
import type { TestAccount } from './accounts';
import type { SentInput } from './api';
import { call } from './invoke';
import { pngBytes } from './uploads';

/** POSTs `bytes` with a presigned form (fields first, the file last), as the browser does. */
export async function sendUpload(
  form: { url: string; fields: Record<string, string> },
  bytes: Buffer,
  contentType = 'image/png',
): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) {
    body.append(name, name === 'Content-Type' ? contentType : value);
  }
  body.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'logo.png');
  const response = await fetch(form.url, { method: 'POST', body });
  if (!response.ok) throw new Error(`The upload answered ${response.status}: ${await response.text()}`);
}

/**
 * Uploads a logo and answers its key: through createLogoUpload when an admin is given, else with the same form
 * made directly (for example calls whose caller is not an admin). The form is for `declared` (a png unless
 * said); `contentType` sends another type than the form's, which the storage refuses.
 */
export async function uploadLogo(
  options: {
    admin?: TestAccount;
    bytes?: Buffer;
    contentType?: string;
    declared?: 'image/png' | 'image/jpeg';
  } = {},
): Promise<string> {
  const declared = options.declared ?? 'image/png';
  let form: { url: string; fields: Record<string, string>; key: string };
  if (options.admin) {
    const answer = await call('createLogoUpload', {
      token: options.admin.token,
      body: { contentType: declared },
    });
    if (answer.status !== 200) throw new Error(`createLogoUpload answered ${answer.status}`);
    form = answer.body.data as typeof form;
  } else {
    form = await createLogoUploadForm(declared);
  }
  await sendUpload(form, options.bytes ?? pngBytes(), options.contentType ?? declared);
  return form.key;
}

/**
 * A valid postJob body with this logo key; tests override only what they are about (with what the contract
 * accepts: hostile values are spread over it and sent with `call`).
 */
export function postingBody(
  logo: string,
  overrides: Partial<SentInput<'postJob'>> = {},
): SentInput<'postJob'> {
  return {
    title: 'Data Entry Intern',
    companyName: 'Kaveri Textiles',
    logo,
    location: 'chennai',
    workFromHome: 0,
    workHours: '6 hours a day',
    earnings: '₹9,000 a month',
    position: 'Intern',
    description: 'Enter daily orders into our stock sheet. Check totals against the invoices.',
    rolesAndResponsibilities: 'Enter orders. Check invoices. Report mismatches to the manager.',
    whatYouGet: 'Certificate. Lunch on working days.',
    whoCanApply: 'Students who type quickly. Tamil or English.',
    type: 'INTERNSHIP',
    schedule: 'FULL_TIME',
    monthlyEarnings: 9000,
    eligibility: { minimumAge: 14, education: [], languages: [], unsafeForMinors: [] },
    ...overrides,
  };
}

/** The keys of every kept logo in the bucket. */
export async function keptLogos(): Promise<string[]> {
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: LOGOS_PREFIX }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}
