/**
 * The nominee and concerns part of the Privacy section of /profile: naming, changing and
 * removing a nominee (the contact checked as the server checks it), raising a concern with the privacy
 * contact shown, the worker's concerns with their replies, and every failure leaving the part usable.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkerGrievance } from '#shared/api/rights';
import { fail, fakeApi, ok, storeWorkerSession } from './fake-api';
import { accessibilityProblems, givenStatus } from './privacy-fixtures';
import { PROFILE, profilePageHooks } from './profile-fixtures';
import { renderApp } from './render-app';

profilePageHooks();

const CONTACT = { name: 'Meera Rao', email: 'privacy@earnlearn.in' };

const ANSWERED: WorkerGrievance = {
  id: '7-3fa8c901',
  category: 'sharing',
  text: 'Which companies got my number?',
  raisedAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2027-02-18T10:00:00.000Z',
  state: 'open',
  replies: [{ at: '2026-11-22T09:00:00.000Z', text: 'Only the two companies you applied to.' }],
};

function openRights(rights: object = { grievances: [] }) {
  storeWorkerSession();
  const api = fakeApi(
    {
      getProfile: () => ok({ data: PROFILE }),
      getPrivacy: () => ok({ data: givenStatus() }),
      getMyRights: () => ok(rights as never),
    },
    { siteConfig: { localSignIn: true, privacyContact: CONTACT } },
  );
  return { api, ...renderApp('/profile') };
}

async function part(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.parentElement as HTMLElement;
}

describe('/profile, Privacy section: nominee', () => {
  it('names a nominee after checking the contact, then shows them', async () => {
    const { api, user } = openRights();
    const nominee = await part('Nominee');
    expect(within(nominee).getByText('You have not named a nominee.')).toBeInTheDocument();

    await user.click(within(nominee).getByRole('button', { name: 'Name a nominee' }));
    await user.type(within(nominee).getByRole('textbox', { name: "Nominee's name" }), 'Lakshmi Devi');
    await user.type(
      within(nominee).getByRole('textbox', { name: "Nominee's mobile number or e-mail" }),
      '12345',
    );
    await user.click(within(nominee).getByRole('button', { name: 'Save nominee' }));
    expect(
      within(nominee).getByText('Please enter a 10-digit mobile number or an e-mail address'),
    ).toBeInTheDocument();
    expect(api.inputsOf('setNominee')).toEqual([]);

    const saved = {
      name: 'Lakshmi Devi',
      contact: '9876543210',
      kind: 'mobile' as const,
      setAt: '2026-11-27T06:00:00.000Z',
    };
    api.set('setNominee', () => ok({ nominee: saved }));
    api.set('getMyRights', () => ok({ nominee: saved, grievances: [] } as never));
    const contact = within(nominee).getByRole('textbox', { name: "Nominee's mobile number or e-mail" });
    await user.clear(contact);
    await user.type(contact, '9876543210');
    await user.click(within(nominee).getByRole('button', { name: 'Save nominee' }));

    expect(await within(nominee).findByText('Your nominee is saved.')).toBeInTheDocument();
    expect(
      await within(nominee).findByText('Your nominee is Lakshmi Devi (9876543210), named on 27 Nov 2026.'),
    ).toBeInTheDocument();
    expect(api.inputsOf('setNominee')).toEqual([
      { nominee: { name: 'Lakshmi Devi', contact: '9876543210' } },
    ]);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('removes the nominee, and keeps them with the reason when removal is refused', async () => {
    const named = {
      name: 'Ravi',
      contact: 'ravi@example.com',
      kind: 'email' as const,
      setAt: '2026-11-01T06:00:00.000Z',
    };
    const { api, user } = openRights({ nominee: named, grievances: [] });
    const nominee = await part('Nominee');
    await within(nominee).findByText(/Your nominee is Ravi/);

    api.set('setNominee', () => fail(503, 'Service unavailable'));
    await user.click(within(nominee).getByRole('button', { name: 'Remove nominee' }));
    expect(
      await within(nominee).findByText('Your nominee was not changed: Service unavailable'),
    ).toBeInTheDocument();
    expect(within(nominee).getByRole('button', { name: 'Remove nominee' })).toBeEnabled();

    api.set('setNominee', () => ok({}));
    api.set('getMyRights', () => ok({ grievances: [] }));
    await user.click(within(nominee).getByRole('button', { name: 'Remove nominee' }));
    expect(await within(nominee).findByText('You have not named a nominee.')).toBeInTheDocument();
    expect(api.inputsOf('setNominee')).toEqual([{ nominee: null }, { nominee: null }]);
  });
});

describe('/profile, Privacy section: concerns', () => {
  it('names the privacy contact, raises a concern in the screen language and lists it', async () => {
    const { api, user } = openRights();
    const concerns = await part('Concerns about your data');
    expect(
      await within(concerns).findByText(
        'Your concern goes to Meera Rao (privacy@earnlearn.in), who answers privacy questions for Earnlearn.',
      ),
    ).toBeInTheDocument();

    await user.click(within(concerns).getByRole('button', { name: 'Raise a concern' }));
    expect(within(concerns).getByText('Please describe your concern')).toBeInTheDocument();
    expect(api.inputsOf('raiseGrievance')).toEqual([]);

    const raised: WorkerGrievance = { ...ANSWERED, id: '7-0000abcd', replies: [], category: 'erasure' };
    api.set('raiseGrievance', () => ok({ data: raised }));
    api.set('getMyRights', () => ok({ grievances: [raised] }));
    await user.selectOptions(within(concerns).getByRole('combobox', { name: /What is it about/ }), 'erasure');
    await user.type(
      within(concerns).getByRole('textbox', { name: /Your concern/ }),
      'Please erase my documents.',
    );
    expect(within(concerns).getByText('26 of 2000 characters')).toBeInTheDocument();
    await user.click(within(concerns).getByRole('button', { name: 'Raise a concern' }));

    expect(
      await within(concerns).findByText('Your concern 7-0000abcd is raised. We will answer by 18 Feb 2027.'),
    ).toBeInTheDocument();
    expect(await within(concerns).findByText('Concern 7-0000abcd: Erasing my data')).toBeInTheDocument();
    expect(within(concerns).getByText('No reply yet.')).toBeInTheDocument();
    expect(api.inputsOf('raiseGrievance')).toEqual([
      { category: 'erasure', text: 'Please erase my documents.', language: 'en' },
    ]);
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('keeps the text and says why when raising is refused', async () => {
    const { api, user } = openRights();
    api.set('raiseGrievance', () => fail(409, 'You have 5 open concerns'));
    const concerns = await part('Concerns about your data');
    const box = within(concerns).getByRole('textbox', { name: /Your concern/ });
    await user.type(box, 'Hello');
    await user.click(within(concerns).getByRole('button', { name: 'Raise a concern' }));
    expect(
      await within(concerns).findByText('Your concern was not raised: You have 5 open concerns'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
    await waitFor(() =>
      expect(within(concerns).getByRole('button', { name: 'Raise a concern' })).toBeEnabled(),
    );
  });

  it('shows each concern with its state, due date and the replies', async () => {
    openRights({ grievances: [ANSWERED, { ...ANSWERED, id: '7-00000002', state: 'overdue', replies: [] }] });
    const concerns = await part('Concerns about your data');
    const items = within(concerns).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByText('Only the two companies you applied to.'),
    ).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByText('Raised on 20 Nov 2026. Answer due by 18 Feb 2027.'),
    ).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Answer overdue')).toBeInTheDocument();
    // Each concern is an anchor the bell's reply entry leads to (/profile#concern-<id>).
    expect(items.map((item) => item.id)).toEqual([`concern-${ANSWERED.id}`, 'concern-7-00000002']);
  });

  it('shows a load problem with Try again, and the rest of the Privacy section still', async () => {
    storeWorkerSession();
    fakeApi({
      getProfile: () => ok({ data: PROFILE }),
      getPrivacy: () => ok({ data: givenStatus() }),
      getMyRights: () => fail(503, 'Service unavailable'),
    });
    renderApp('/profile');
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'What you agreed to' })).toBeInTheDocument();
  });
});
