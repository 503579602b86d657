/**
 * The applications page's search and CSV export: the search goes to the server and stays with the
 * page when the tab changes (it lives in the URL); Export CSV joins the server's pages into one file with the
 * byte order mark, says how many it exported, and on a failure says why, downloads nothing and offers Try again.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, ok } from './fake-api';
import {
  ASHA,
  applicationsPageHooks,
  fakeServer,
  MEERA,
  names,
  openTab,
} from './internal-applications-fixtures';
import { internship } from './internal-fixtures';

applicationsPageHooks();

beforeEach(() => {
  // index.html says lang="en"; jsdom's empty document does not.
  document.documentElement.lang = 'en';
});

const HEADER = '"Applicant ID","Name"\r\n';

/** Captures the files the page downloads (as the browser would save them). */
function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    files.push(file as Blob);
    return 'blob:applications';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}

describe('searching a job’s applications', () => {
  it('sends the search to the server once typing pauses, and keeps it on another tab', async () => {
    const { api } = fakeServer([ASHA, MEERA]);
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));

    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), '  Asha ');
    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById').at(-1)).toEqual({
        id: '12',
        page: 'new',
        search: 'asha',
        limit: '50',
      }),
    );
    await user.click(screen.getByRole('tab', { name: /^Shortlisted Applications/ }));
    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById').at(-1)).toEqual({
        id: '12',
        page: 'shortlisted',
        search: 'asha',
        limit: '50',
      }),
    );
    // The box keeps what was typed; the server gets it trimmed and lowercased.
    expect(screen.getByRole('searchbox', { name: 'Search applicants' })).toHaveValue('  Asha ');
  });

  it('starts from the search in the URL, says when nothing matches, and clears', async () => {
    const { api } = fakeServer([]);
    const { user } = await openTab('/internal/applications/12?page=new&search=nobody');
    expect(screen.getByRole('searchbox', { name: 'Search applicants' })).toHaveValue('nobody');
    await screen.findByText('No new applications match “nobody”.');
    expect(api.inputsOf('getInternalDataById')).toEqual([
      { id: '12', page: 'new', search: 'nobody', limit: '50' },
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search applicants' }));
    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById').at(-1)).toEqual({ id: '12', page: 'new', limit: '50' }),
    );
    expect(await accessibilityProblems()).toEqual([]);
  });
});

describe('Export CSV', () => {
  it('joins the pages into one UTF-8 file with the byte order mark, and says how many', async () => {
    const server = fakeServer([ASHA]);
    server.api.set('exportApplications', (input) =>
      input.cursor
        ? ok({ csv: '"22","प्रिया शर्मा"\r\n', rows: 1 })
        : ok({ csv: `\uFEFF${HEADER}"21","Asha Verma"\r\n`, rows: 1, cursor: 'next-page' }),
    );
    const files = captureDownloads();
    const { user } = await openTab('/internal/applications/12?page=new');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Exported 2 applications.');
    expect(server.api.inputsOf('exportApplications')).toEqual([
      { id: '12' },
      { id: '12', cursor: 'next-page' },
    ]);
    expect(files).toHaveLength(1);
    const bytes = new Uint8Array(await (files[0] as Blob).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe(
      `${HEADER}"21","Asha Verma"\r\n"22","प्रिया शर्मा"\r\n`,
    );
    expect((files[0] as Blob).type).toBe('text/csv;charset=utf-8');
  });

  it('says why it failed, downloads nothing, and tries again from the keyboard', async () => {
    const server = fakeServer([ASHA]);
    server.api.set('exportApplications', () => fail(503, 'The service is busy. Try again in a minute.'));
    const files = captureDownloads();
    const { user } = await openTab('/internal/applications/12?page=new');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The export failed: The service is busy. Try again in a minute. Nothing was downloaded.',
    );
    expect(files).toEqual([]);
    // The list is still there and usable.
    expect(names()).toEqual(['Asha Verma']);

    server.api.set('exportApplications', () => ok({ csv: `\uFEFF${HEADER}`, rows: 0 }));
    screen.getByRole('button', { name: 'Try again' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Exported 0 applications.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(files).toHaveLength(1);
    expect(await accessibilityProblems()).toEqual([]);
  });
});

describe('the knock-out filter', () => {
  it('is offered on a job with knock-outs, and asks the server for those who passed them, on every tab', async () => {
    const api = fakeApi({
      getInternalDataById: (input) =>
        ok({
          data: input.knockOuts === 'passed' ? [] : [ASHA],
          JOB: internship({ KNOCK_OUTS: 2 }),
        }),
    });
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));

    await user.click(screen.getByRole('checkbox', { name: 'Only applicants who pass every knock-out' }));

    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById').at(-1)).toEqual({
        id: '12',
        page: 'new',
        knockOuts: 'passed',
        limit: '50',
      }),
    );
    expect(await screen.findByText('No new applications that pass every knock-out.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Shortlisted Applications/ }));
    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById').at(-1)).toMatchObject({
        page: 'shortlisted',
        knockOuts: 'passed',
      }),
    );
  });

  it('is not offered on a job without knock-outs', async () => {
    fakeServer([ASHA]);
    await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));

    expect(screen.queryByRole('checkbox', { name: /knock-out/ })).not.toBeInTheDocument();
  });
});

describe('the answer and skill filters', () => {
  it('offer the job’s answers and skills, ask the server for them, and keep them on another tab', async () => {
    const api = fakeApi({
      getInternalDataById: (input) =>
        ok({
          data: input.answer || input.skill ? [] : [ASHA],
          JOB: internship({
            ANSWER_FILTERS: [
              { value: 'bike:yes', label: 'Do you ride?: Yes' },
              { value: 'bike:no', label: 'Do you ride?: No' },
            ],
            SKILLS: ['SALES', 'DELIVERY'],
          }),
        }),
    });
    const { user } = await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Answer' }), 'Do you ride?: Yes');
    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById').at(-1)).toEqual({
        id: '12',
        page: 'new',
        answer: 'bike:yes',
        limit: '50',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Skill' }), 'Sales');
    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById').at(-1)).toMatchObject({
        answer: 'bike:yes',
        skill: 'SALES',
      }),
    );
    expect(
      await screen.findByText('No new applications with the answer or skill chosen.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Shortlisted Applications/ }));
    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById').at(-1)).toMatchObject({
        page: 'shortlisted',
        answer: 'bike:yes',
        skill: 'SALES',
      }),
    );
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('are not offered on a job without such questions or skills', async () => {
    fakeServer([ASHA]);
    await openTab('/internal/applications/12?page=new');
    await waitFor(() => expect(names()).toEqual(['Asha Verma']));
    expect(screen.queryByRole('combobox', { name: 'Answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Skill' })).not.toBeInTheDocument();
  });
});
