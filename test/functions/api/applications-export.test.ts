/**
 * exportApplications: a job's applications, every status, as CSV a page at a time. Read back as a
 * spreadsheet would: the UTF-8 byte order mark and the header once, Hindi and Telugu names intact, a name that
 * starts like a formula neutralised, an applicant whose consent is not in force left out; every applicant read
 * logged as a staff access in batched writes; bad input a 400 naming the field, an unknown job a 404.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_PAGE_ROWS } from '#features/job-applications/export';
import { db } from '#lib/clients/dynamodb';
import * as applications from '#lib/db/applications';
import type * as jobs from '#lib/db/jobs';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { parseCsv } from '#test/support/csv';
import { createJob } from '#test/support/fixtures';
import { call } from '#test/support/invoke';
import { type Applicant, accessEntriesOf, applyAs, seedApplicants } from '#test/support/job-applications';

let hr: TestAccount;
let ops: TestAccount;

beforeAll(async () => {
  hr = await createStaff('HR');
  ops = await createStaff('OPS');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every page of the job's export, joined as the browser joins them. */
async function exportAll(
  jobId: number,
  token = hr.token,
): Promise<{ text: string; pages: number; rows: number }> {
  let text = '';
  let rows = 0;
  let pages = 0;
  let cursor: string | undefined;
  do {
    const answer = await callApi('exportApplications', {
      token,
      query: { id: String(jobId), ...(cursor ? { cursor } : {}) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    text += answer.body.csv;
    rows += answer.body.rows;
    cursor = answer.body.cursor;
    pages += 1;
    expect(pages, 'the cursor never ends').toBeLessThan(50);
  } while (cursor);
  return { text, pages, rows };
}

describe('exportApplications', () => {
  let job: jobs.StoredJob;
  const people: Record<'hindi' | 'telugu' | 'formula' | 'plain' | 'pending', Applicant> = {} as never;
  const reviewer = { ID: 1, NAME: 'HR tester', EMAIL: 'hr@example.com', TYPE: 'HR' } as const;

  beforeAll(async () => {
    job = await createJob();
    const at = (day: number) => new Date(Date.UTC(2031, 0, day));
    people.hindi = await applyAs(job, 'प्रिया शर्मा', { city: 'lucknow', at: at(1) });
    people.telugu = await applyAs(job, 'శ్రావ్య రెడ్డి', { city: 'visakhapatnam', at: at(2) });
    people.formula = await applyAs(job, '=HYPERLINK("http://evil.example","Ravi")', { at: at(3) });
    people.plain = await applyAs(job, 'Asha Verma', { city: 'pune', at: at(4) });
    people.pending = await applyAs(job, 'Pending Consent', { at: at(5), privacy: 'consentNeeded' });
    await applications.review(
      { userId: people.plain.worker.id, jobId: job.ID, from: 'APPLIED', to: 'SHORTLISTED' },
      reviewer,
      new Date('2031-02-01T06:30:00.000Z'),
    );
  });

  it('answers every status as CSV with the BOM and header once; Hindi and Telugu names intact', async () => {
    const { text, pages, rows } = await exportAll(job.ID);
    expect(pages).toBe(1);
    const csv = parseCsv(text);
    expect(csv.bom).toBe(true);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.rows[0]).toEqual([
      'Applicant ID',
      'Name',
      'E-mail',
      'Mobile number',
      'City',
      'Age band',
      'Education',
      'Languages',
      'Parent consent (under 18)',
      'Status',
      'Applied (IST)',
      'Last moved (IST)',
      'Screening answers',
      'Cover note',
    ]);
    const body = csv.rows.slice(1);
    expect(rows).toBe(body.length);
    // New first (oldest first), then Shortlisted: the job's list in status order.
    expect(body.map((row) => row[1])).toEqual([
      'प्रिया शर्मा',
      'శ్రావ్య రెడ్డి',
      `'=HYPERLINK("http://evil.example","Ravi")`,
      'Asha Verma',
    ]);
    expect(body[0]).toEqual([
      String(people.hindi.worker.id),
      'प्रिया शर्मा',
      people.hindi.email,
      people.hindi.number,
      'Lucknow',
      '22+',
      'Graduate',
      'English, Hindi',
      '',
      'New',
      '2031-01-01 05:30',
      '',
      '',
      '',
    ]);
    expect(body[3]?.slice(4)).toEqual([
      'Pune',
      '22+',
      'Graduate',
      'English, Hindi',
      '',
      'Shortlisted',
      '2031-01-04 05:30',
      '2031-02-01 12:00',
      '',
      '',
    ]);
  });

  it('gives the screening answers and the cover note their columns, quoted and neutralised', async () => {
    const screened = await createJob();
    const answered = await applyAs(screened, 'Meena Iyer', {
      extras: {
        answers: [
          { QUESTION: 'Do you have a bicycle?', ANSWER: 'Yes' },
          { QUESTION: 'How many hours a week?', ANSWER: '=1+2' },
        ],
        coverNote: '=HYPERLINK("http://evil.example")\nI worked, "happily", in a shop.',
      },
    });
    const { text } = await exportAll(screened.ID);
    const row = parseCsv(text).rows.find((cells) => cells[0] === String(answered.worker.id));
    expect(row?.slice(12)).toEqual([
      'Do you have a bicycle?: Yes; How many hours a week?: =1+2',
      `'=HYPERLINK("http://evil.example")\nI worked, "happily", in a shop.`,
    ]);
    expect(text).not.toMatch(/(^|,)"=/m);
  });

  it('neutralises the name that starts with =, and leaves out an applicant whose consent is not in force', async () => {
    const { text } = await exportAll(job.ID, ops.token);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Ravi"")"`);
    expect(text).not.toMatch(/(^|,)"=/m);
    expect(text).not.toContain('Pending Consent');
  });

  it('logs the read of each worker on a page in one page read, which each finds through their application', async () => {
    const others = await staffAccessesBy(ops.id);
    const writes: number[] = [];
    const send = db.send.bind(db);
    vi.spyOn(db, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) => {
      if (command instanceof BatchWriteCommand)
        writes.push(Object.values(command.input.RequestItems ?? {}).flat().length);
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof db.send);
    await exportAll(job.ID, ops.token);
    vi.restoreAllMocks();
    expect(writes).toEqual([1]);
    for (const person of Object.values(people)) {
      const entries = (await accessEntriesOf(person.worker.id)).filter(
        (entry) => entry.BY_ID === ops.id && entry.WHAT === 'exportApplications',
      );
      expect(entries.length, person.name).toBe((others.get(person.worker.id) ?? 0) + 1);
      expect(entries.at(-1)).toMatchObject({ BY_ROLE: 'OPS', DATA: ['contacts', 'applications'] });
    }
  });

  /** How many export accesses by `staffId` each applicant has so far. */
  async function staffAccessesBy(staffId: number): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (const person of Object.values(people)) {
      const entries = await accessEntriesOf(person.worker.id);
      counts.set(
        person.worker.id,
        entries.filter((entry) => entry.BY_ID === staffId && entry.WHAT === 'exportApplications').length,
      );
    }
    return counts;
  }

  it(`pages a long job ${EXPORT_PAGE_ROWS} rows at a time, each applicant once, the header once`, async () => {
    const long = await createJob();
    const count = EXPORT_PAGE_ROWS + 7;
    const ids = await seedApplicants(long, 880_000_000, count);
    const { text, pages, rows } = await exportAll(long.ID);
    expect(pages).toBe(2);
    expect(rows).toBe(count);
    const body = parseCsv(text).rows;
    expect(body.filter((row) => row[0] === 'Applicant ID')).toHaveLength(1);
    expect(body.slice(1).map((row) => Number(row[0]))).toEqual(ids);
    expect(await accessEntriesOf(ids.at(-1) as number)).toHaveLength(1);
  });

  it('answers 404 for an unknown job, and 400 naming the field for bad input', async () => {
    const unknown = await callApi('exportApplications', { token: hr.token, query: { id: '999999999' } });
    expect(unknown.status).toBe(404);
    for (const [query, field] of [
      [{ id: 'abc' }, 'id'],
      [{ id: String(job.ID), cursor: 'not-a-cursor' }, 'cursor'],
      [{ id: String(job.ID), cursor: 'x'.repeat(2000) }, 'cursor'],
      [{ id: String(job.ID), page: 'new' }, 'page'],
    ] as const) {
      const answer = await call('exportApplications', { token: hr.token, query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect((answer.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([
        field,
      ]);
    }
  });

  it('refuses an admin: HR and OPS only', async () => {
    const admin = await createStaff('admin');
    const answer = await callApi('exportApplications', { token: admin.token, query: { id: String(job.ID) } });
    expect(answer.status).toBe(403);
  });
});
