/**
 * /parent-consent#<token>: the page a parent or guardian opens from the SMS. The token leaves the
 * address bar at once; the page checks the number by OTP, shows the notice in short in the child's language,
 * takes the declaration, and records consent or (confirmed first) refusal. A link that does not work says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { activateLanguage } from '#web/lib/i18n';
import { browser } from '#web/lib/session';
import { fail, fakeApi, ok } from './fake-api';
import { ADULT_DOB, accessibilityProblems, EXPIRES_AT } from './privacy-fixtures';
import { renderApp } from './render-app';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEF';
const REQUEST = {
  workerName: 'Asha Verma',
  mobile: '98******10',
  expiresAt: EXPIRES_AT,
  verified: false,
  noticeVersion: PRIVACY_NOTICE_VERSION,
  language: 'en' as const,
};

beforeAll(async () => {
  await import('../../web/src/features/consent/ParentConsentPage');
});

afterEach(async () => {
  await activateLanguage('en');
});

function answers(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    getParentRequest: () => ok({ data: REQUEST }),
    sendParentCode: () => ok({ success: true }),
    verifyParentCode: () => ok({ success: true }),
    answerParentRequest: () => ok({ success: true }),
    ...overrides,
  });
}

async function verifiedParent() {
  const view = renderApp(`/parent-consent#${TOKEN}`);
  await view.user.click(await screen.findByRole('button', { name: 'Send code' }));
  await view.user.type(await screen.findByRole('textbox', { name: /The code from the SMS/ }), '123456');
  await view.user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByRole('heading', { level: 2, name: 'Your answer' });
  return view;
}

function declare(dob = '1980-03-04') {
  fireEvent.click(screen.getByRole('checkbox', { name: /I am Asha Verma's parent or lawful guardian/ }));
  fireEvent.change(screen.getByLabelText(/^Your date of birth/), { target: { value: dob } });
}

describe('/parent-consent', () => {
  it('takes the token out of the address bar and reads the link with it in the body', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const api = answers();

    renderApp(`/parent-consent#${TOKEN}`);

    expect(await screen.findByText(/Asha Verma wants to use Earnlearn/)).toBeInTheDocument();
    expect(replaceState.mock.calls.map((call) => call[2])).toEqual(['/parent-consent']);
    expect(window.location.href).not.toContain(TOKEN);
    expect(api.inputsOf('getParentRequest')).toEqual([{ token: TOKEN }]);
    expect(api.calls.every((call) => !call.name.includes(TOKEN))).toBe(true);
    expect(screen.getByText(/98\*\*\*\*\*\*10/)).toBeInTheDocument();
    expect(screen.getByText(/This link works until .*2026/)).toBeInTheDocument();
  });

  it('verifies the number, shows the notice, and records consent with the declaration and the SMS choice', async () => {
    const api = answers();
    const { user } = await verifiedParent();

    expect(
      screen.getByRole('heading', { level: 2, name: 'What Earnlearn keeps about Asha Verma' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy notice (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const consent = screen.getByRole('button', { name: 'I consent' });
    const sms = screen.getByRole('checkbox', { name: /SMS updates/ });
    expect(sms).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /parent or lawful guardian/ })).not.toBeChecked();
    expect(consent).toBeDisabled();
    expect(await accessibilityProblems()).toEqual([]);

    declare();
    await user.click(sms);
    await user.click(consent);

    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you' })).toBeInTheDocument();
    expect(
      screen.getByText('Your consent is recorded. Asha Verma can now use Earnlearn.'),
    ).toBeInTheDocument();
    expect(api.inputsOf('sendParentCode')).toEqual([{ token: TOKEN, language: 'en' }]);
    expect(api.inputsOf('verifyParentCode')).toEqual([{ token: TOKEN, otp: '123456' }]);
    expect(api.inputsOf('answerParentRequest')).toEqual([
      {
        token: TOKEN,
        decision: 'consent',
        declaration: true,
        parentDob: '1980-03-04',
        smsUpdates: true,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
      },
    ]);
  });

  it('keeps the answer buttons disabled for a parent under 18, with the message', async () => {
    answers();
    await verifiedParent();

    declare(`${new Date().getUTCFullYear() - 17}-01-01`);
    fireEvent.blur(screen.getByLabelText(/^Your date of birth/));

    expect(
      await screen.findByText('Please enter your date of birth (you must be 18 or older)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I consent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'I refuse' })).toBeDisabled();
  });

  it('asks before refusing, goes back without refusing, and refuses once confirmed', async () => {
    const api = answers();
    const { user } = await verifiedParent();
    declare(ADULT_DOB);

    await user.click(screen.getByRole('button', { name: 'I refuse' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Refuse consent?' });
    expect(
      within(confirm).getByText(/Asha Verma's account and everything they gave us will be erased/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.inputsOf('answerParentRequest')).toEqual([]);

    // The page is usable again once the confirmation has gone (Fluent hides it from screen readers meanwhile).
    const refuse = screen.getByRole('button', { name: 'I refuse', hidden: true });
    await waitFor(() => expect(refuse.closest('[aria-hidden="true"]')).toBeNull());
    await user.click(refuse);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Refuse and erase the account',
      }),
    );

    // The answer shows at once; the page is read out again once the confirmation has gone.
    const refused = await screen.findByRole('heading', { level: 2, name: 'Consent refused', hidden: true });
    await waitFor(() => expect(refused.closest('[aria-hidden="true"]')).toBeNull());
    expect(api.inputsOf('answerParentRequest')).toEqual([
      expect.objectContaining({
        decision: 'refuse',
        declaration: true,
        parentDob: ADULT_DOB,
        smsUpdates: false,
      }),
    ]);
  });

  it('says when the code is not right, and lets the parent try again', async () => {
    let tries = 0;
    answers({
      verifyParentCode: () => {
        tries += 1;
        return ok({ success: tries > 1 });
      },
    });
    const { user } = renderApp(`/parent-consent#${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: /The code from the SMS/ }), '111111');

    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your answer' })).toBeInTheDocument();
  });

  it("shows the server's message when codes are limited", async () => {
    answers({ sendParentCode: () => fail(429, 'Too many codes. Try again in an hour.') });
    const { user } = renderApp(`/parent-consent#${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes. Try again in an hour.');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it.each(['getParentRequest', 'sendParentCode'] as const)(
    "turns WAF's CAPTCHA (405 on %s) into a reload that keeps the link, not a stuck page",
    async (name) => {
      let hashAtReload = '';
      const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {
        hashAtReload = window.location.hash;
      });
      answers({ [name]: () => fail(405, 'Method Not Allowed') });
      const { user } = renderApp(`/parent-consent#${TOKEN}`);
      if (name === 'sendParentCode')
        await user.click(await screen.findByRole('button', { name: 'Send code' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(/we need to check that you are a person/);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(window.location.hash).toBe('');
      await user.click(screen.getByRole('button', { name: 'Open the page again' }));

      expect(reload).toHaveBeenCalledOnce();
      expect(hashAtReload).toBe(`#${TOKEN}`);
    },
  );

  it.each([404, 410, 400])('says plainly that a link answered %i does not work', async (status) => {
    answers({ getParentRequest: () => fail(status, 'This link is not valid') });

    renderApp(`/parent-consent#${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(/This link does not work/);
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says a link without a whole token does not work, without asking the server', async () => {
    const api = answers();

    renderApp('/parent-consent#abc');

    expect(await screen.findByRole('alert')).toHaveTextContent(/This link does not work/);
    expect(api.calls).toEqual([]);
  });

  it("opens in the child's language, unless the visitor chose one, and switches on request", async () => {
    answers({ getParentRequest: () => ok({ data: { ...REQUEST, language: 'hi', verified: true } }) });
    const { user } = renderApp(`/parent-consent#${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'आपका जवाब' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'తెలుగు' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'మీ సమాధానం' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('te');
  });

  it("keeps the visitor's own language over the child's", async () => {
    localStorage.setItem('language', 'en');
    answers({ getParentRequest: () => ok({ data: { ...REQUEST, language: 'te', verified: true } }) });

    renderApp(`/parent-consent#${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Your answer' })).toBeInTheDocument();
  });
});
