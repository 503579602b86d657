/**
 * An employer's own page (getPublicEmployer): open to anyone, only what the organisation shows the world; and a
 * worker's report of the employer from it (reportEmployer), counted with the reports of its jobs.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as jobReports from '#lib/db/job-reports';
import * as jobs from '#lib/db/jobs';
import { organisationKey } from '#lib/db/keys';
import { JOB_REPORT_CODES, JOB_REPORTS_PER_DAY } from '#shared/domain/job-reports';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createOrganisationWithOwner } from '#test/support/employers';
import { createJob, jobInput } from '#test/support/fixtures';

const page = (id: string) => callApi('getPublicEmployer', { query: { id } });

async function suspend(organisationId: string) {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: organisationKey(organisationId),
      UpdateExpression: 'SET #status = :suspended',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':suspended': 'suspended' },
    }),
  );
}

describe('getPublicEmployer', () => {
  it('answers anyone with who the employer is and how far it is verified, nothing of its people or papers', async () => {
    const { organisationId } = await createOrganisationWithOwner({ brandName: 'Acme Shops' });

    const answer = await page(organisationId);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: organisationId,
      name: 'Acme Shops',
      city: 'chennai',
      industry: 'retail',
      size: '11-50',
      // The owner signed in by an e-mailed code at the website's own domain.
      level: 'domainMatches',
      replyRecord: { kind: 'new' },
      jobs: [],
    });
    const fields = Object.keys(answer.body.data);
    for (const hidden of [
      'address',
      'registrationNumber',
      'contactName',
      'contactRole',
      'members',
      'createdBy',
    ])
      expect(fields).not.toContain(hidden);
  });

  it('lists its open jobs, newest first, and none that is closed or not published', async () => {
    const { organisationId } = await createOrganisationWithOwner();
    const older = await jobs.create({ ...jobInput(), ORG_ID: organisationId });
    const newer = await jobs.create({ ...jobInput(), ORG_ID: organisationId });
    const closed = await jobs.create({ ...jobInput(), ORG_ID: organisationId });
    await jobs.close(closed.ID);
    await jobs.create(
      { ...jobInput(), ORG_ID: organisationId },
      { state: 'inReview', at: new Date().toISOString(), by: { ID: 1, EMAIL: 'poster@example.com' } },
    );

    const listed = (await page(organisationId)).body.data.jobs.map((job) => job.ID);

    expect(listed).toEqual([newer.ID, older.ID]);
  });

  it('is a 404 for a suspended employer, and a 400 naming id for what is no organisation id', async () => {
    const { organisationId } = await createOrganisationWithOwner();
    await suspend(organisationId);

    expect((await page(organisationId)).status).toBe(404);
    const bad = await page('not-an-id');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
  });
});

describe('reportEmployer', () => {
  it("takes one report per worker and employer, counted beside its jobs' reports", async () => {
    const { organisationId } = await createOrganisationWithOwner();
    const worker = await createWorker();
    await callApi('reportJob', {
      token: worker.token,
      body: { id: (await createJob({ ORG_ID: organisationId })).ID, reason: 'asksForMoney' },
    });

    const first = await callApi('reportEmployer', {
      token: worker.token,
      body: { id: organisationId, reason: 'harassment' },
    });
    const again = await callApi('reportEmployer', {
      token: worker.token,
      body: { id: organisationId, reason: 'fake' },
    });

    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(JOB_REPORT_CODES.alreadyReported);
    expect(await jobReports.employerReports(organisationId)).toMatchObject({
      reports: 2,
      direct: 1,
      reasons: { asksForMoney: 1, harassment: 1, fake: 0 },
    });
  });

  it("shares the day's limit with job reports, and refuses an unknown employer (404)", async () => {
    const worker = await createWorker();
    for (let index = 0; index < JOB_REPORTS_PER_DAY; index++)
      await callApi('reportJob', {
        token: worker.token,
        body: { id: (await createJob()).ID, reason: 'fake' },
      });
    const { organisationId } = await createOrganisationWithOwner();

    const over = await callApi('reportEmployer', {
      token: worker.token,
      body: { id: organisationId, reason: 'fake' },
    });
    const unknown = await callApi('reportEmployer', {
      token: (await createWorker()).token,
      body: { id: 'AAAAAAAAAAAAAAAA', reason: 'fake' },
    });

    expect(over.status).toBe(429);
    expect(unknown.status).toBe(404);
  });
});
