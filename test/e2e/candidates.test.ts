/**
 * A candidate worth hiring, in headless Chromium against the local twin:
 * - a worker on a 360 px phone, in Telugu, adds a skill and a project to the profile, uploads a phone's JPEG
 *   photo of a PAN card and a PDF resume, opens the printable resume, and applies to a job with two screening
 *   questions: the knock-out answered wrongly is refused on screen and by the API, then answered rightly;
 * - HR at 1280 px, in English, filters the job's applicants to those who pass every knock-out, opens the
 *   applicant: the answers and cover note, the skills and project, the PAN card and the resume as uploaded.
 * The rules (knock-outs, the byte checks, the completeness, who may open a resume) are proven in
 * test/functions/api and test/shared; the screens' states in test/web.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { skillLabels } from '#shared/domain/skills';
import { screenIsClean } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  pageProblems,
  requestsSettled,
} from '#test/support/browser';
import { demoAdmin, post, postJobAs, signUpWorker, staffAccount } from '#test/support/e2e-api';
import { internalLogIn, workerPage } from '#test/support/e2e-pages';
import { texts } from '#test/support/e2e-texts';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const te = texts('te');
const fixtures = join(import.meta.dirname, 'fixtures');
const panCardJpeg = join(fixtures, 'pan-card.jpg');
const resumePdf = join(fixtures, 'resume.pdf');

const LICENCE = 'Do you have a two-wheeler licence?';
const HOURS = 'How many hours a week can you give?';

describe('a candidate worth hiring', () => {
  it('a Telugu worker at 360 px builds a profile, uploads from a phone and answers questions; HR at 1280 px judges it', async () => {
    const run = randomBytes(3).toString('hex');
    const admin = demoAdmin();
    const title = `Delivery Partner ${run}`;
    const jobId = await postJobAs((await admin.session()).token, {
      title,
      questions: [
        { id: 'licence', kind: 'yesNo', text: LICENCE, knockOut: { required: true } },
        { id: 'hours', kind: 'number', text: HOURS },
      ],
    });
    // The journeys share one twin, and the others apply to the newest job without answers: this one closes after.
    onTestFinished(async () => {
      await post('updateJobStatus', { id: jobId, status: 'CLOSED' }, (await admin.session()).token);
    });
    const worker = await signUpWorker(`Sravani Reddy ${run}`, { language: 'te' });
    const page = await workerPage(browser(), worker, 'narrowest', 'te');

    // A skill with its level and a project, saved with a confirmation.
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: te('sections.edit') }).click();
    const sections = page.getByRole('form', { name: te('sections.title') });
    const skill = skillLabels.te.DATA_ENTRY;
    await sections.getByRole('checkbox', { name: skill, exact: true }).check();
    await sections
      .getByRole('combobox', { name: te('sections.level', { skill }) })
      .selectOption({ label: te('level.advanced') });
    await sections.getByRole('button', { name: te('sections.addProject') }).click();
    const project = `School library catalogue ${run}`;
    await sections.getByRole('textbox', { name: new RegExp(`^${te('sections.entryTitle')}`) }).fill(project);
    await sections.getByLabel(new RegExp(`^${escaped(te('sections.from'))}`)).fill('2024-01');
    await sections.getByRole('button', { name: te('common.save'), exact: true }).click();
    await page.getByText(te('sections.saved')).waitFor();

    // A PAN card as a phone's camera makes it (JPEG), then a PDF resume.
    await page.getByRole('button', { name: te('common.edit'), exact: true }).click();
    const form = page.getByRole('form', { name: te('profile.editForm') });
    await form.getByLabel(te('upload.file', { label: te('document.panCard') })).setInputFiles(panCardJpeg);
    await form
      .getByRole('button', { name: te('upload.replace') })
      .first()
      .waitFor();
    await form.getByRole('button', { name: te('common.save'), exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const resume = page.getByRole('region', { name: te('profile.resume.title') });
    await resume.getByLabel(te('profile.resume.file')).setInputFiles(resumePdf);
    await resume.getByRole('link', { name: /resume\.pdf/ }).waitFor();
    await screenIsClean(page);

    // The printable resume, in Telugu, from the profile.
    await page.getByRole('link', { name: te('resume.open') }).click();
    await page.waitForURL(`${baseUrl}/profile/resume`);
    await page.getByRole('button', { name: te('resume.print') }).waitFor();
    await page.getByText(project).waitFor();
    await page.getByText(skill, { exact: false }).first().waitFor();
    await screenIsClean(page);

    // The job's two questions: the knock-out answered wrongly is refused on screen, and by the API too.
    await page.goto(`${baseUrl}/jobs/${jobId}`);
    await page.getByRole('button', { name: te('job.apply'), exact: true }).click();
    const step = page.getByRole('dialog', { name: te('apply.stepTitle') });
    await step.getByRole('radiogroup', { name: new RegExp(LICENCE.replace('?', '\\?')) }).waitFor();
    await step.getByRole('radio', { name: te('apply.no') }).check();
    await step.getByRole('textbox', { name: new RegExp(`^${HOURS.replace('?', '\\?')}`) }).fill('12');
    await step
      .getByRole('textbox', { name: new RegExp(`^${escaped(te('apply.coverNote', { max: '1000' }))}`) })
      .fill('నేను దగ్గరలోనే ఉంటాను.');
    await step.getByRole('button', { name: te('apply.send') }).click();
    await step.getByText(te('apply.knockedOut')).waitFor();
    const wrong = [
      { id: 'licence', answer: false },
      { id: 'hours', answer: 12 },
    ];
    const refused = await post('applyJob', { id: jobId, answers: wrong }, worker.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'screeningKnockedOut' });
    await screenIsClean(page);
    await step.getByRole('radio', { name: te('apply.yes') }).check();
    await step.getByRole('button', { name: te('apply.send') }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    // The browser logs the knock-out's refusal, and nothing else went wrong.
    expect(pageProblems(page)).toEqual([
      'console error: Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);

    // HR, at 1280 px: only those who pass every knock-out, then the applicant as they presented themselves.
    const desk = await openPage(browser(), 'desktop');
    await internalLogIn(desk, staffAccount('HR'));
    // The dashboard's logos finish loading first: a new address would cut them off.
    await requestsSettled(desk);
    await desk.goto(`${baseUrl}/internal/applications/${jobId}?page=new`);
    // The list and its toolbar loaded first: a tick before then is lost to the first render.
    await desk.getByRole('row', { name: new RegExp(worker.name) }).waitFor();
    await requestsSettled(desk);
    await desk.getByRole('checkbox', { name: 'Only applicants who pass every knock-out' }).click();
    await desk.waitForURL(/[?&]knockOuts=passed/);
    const row = desk.getByRole('row', { name: new RegExp(worker.name) });
    await row.waitFor();
    await row.getByRole('link', { name: worker.name }).click();
    await desk.waitForURL(`${baseUrl}/internal/applications/${jobId}/${worker.id}`);
    const answers = desk.getByRole('region', { name: 'Answers and Cover Note' });
    await answers.getByText(LICENCE).waitFor();
    await answers.getByText('నేను దగ్గరలోనే ఉంటాను.').waitFor();
    await desk.getByRole('region', { name: 'Skills and Experience' }).getByText(project).waitFor();
    const documents = desk.getByRole('region', { name: 'Documents' });
    const opened = async (name: RegExp) => {
      const href = (await documents.getByRole('link', { name }).first().getAttribute('href')) ?? '';
      const response = await fetch(href);
      return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const pan = await opened(/PAN card/);
    expect(pan.type).toBe('image/jpeg');
    // Made smaller on the phone when wider than 1600 px; this photo is not, so it is as the camera made it
    // or redrawn, and a JPEG either way.
    expect([...pan.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const cv = await opened(/resume/i);
    expect(cv.type).toBe('application/pdf');
    expect(cv.bytes).toEqual(await readFile(resumePdf));
    await screenIsClean(desk);
    expect(pageProblems(desk)).toEqual([]);
    await desk.context().close();
    await page.context().close();
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
