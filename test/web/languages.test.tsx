/**
 * The worker's language: the header's switch shows the site in Hindi or Telugu at once, sets the
 * document's `lang`, is kept in this browser (also across sign-out) and, for a signed-in worker, on the
 * account; without a choice the browser's languages decide. Numbers, money and dates follow, and the
 * client's validation messages too.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, plainTextMessages } from '#shared/domain/rules';
import { formatDate, formatRupees } from '#web/lib/format';
import { translateRuleMessage } from '#web/lib/forms';
import { activateLanguage, browserLanguage, LANGUAGE_KEY } from '#web/lib/i18n';
import { clearLocalStorage } from '#web/lib/worker-storage';
import { fakeApi, ok, storeWorkerSession, WORKER } from './fake-api';
import { renderApp } from './render-app';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the language switch', () => {
  it('shows the site in Hindi, sets lang="hi" and keeps the choice in this browser', async () => {
    const { user } = renderApp('/aboutus');
    await screen.findByRole('heading', { level: 1, name: 'About Earnlearn' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');

    expect(await screen.findByRole('heading', { level: 1, name: 'Earnlearn के बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हमारी टीम' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
  });

  it('shows Telugu, and English again', async () => {
    const { user } = renderApp('/contactus');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'తెలుగు');
    expect(await screen.findByRole('heading', { level: 2, name: 'మాకు కాల్ చేయండి' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('te');

    await user.selectOptions(screen.getByRole('combobox', { name: 'భాష' }), 'English');
    expect(await screen.findByRole('heading', { level: 1, name: 'CONTACT US' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("remembers a signed-in worker's choice on the account", async () => {
    storeWorkerSession();
    const api = fakeApi({ setLanguage: () => ok({ success: true }) });
    const { user } = renderApp('/aboutus');
    await screen.findByRole('button', { name: WORKER.name });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'తెలుగు');

    await waitFor(() =>
      expect(api.calls.filter((call) => call.name === 'setLanguage')).toEqual([
        { name: 'setLanguage', input: { language: 'te' }, authorization: 'Bearer session-token' },
      ]),
    );
  });

  it("does not call the server for a visitor's choice", async () => {
    const api = fakeApi();
    const { user } = renderApp('/aboutus');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'हिन्दी');
    await screen.findByRole('heading', { level: 1, name: 'Earnlearn के बारे में' });
    expect(api.calls).toEqual([]);
  });
});

describe('the language kept in the browser', () => {
  it('survives sign-out, which clears everything else', () => {
    localStorage.setItem(LANGUAGE_KEY, 'te');
    localStorage.setItem('jwt', 'token');
    clearLocalStorage();
    expect({ ...localStorage }).toEqual({ [LANGUAGE_KEY]: 'te' });
  });

  it("defaults to the first of the browser's languages the site has, else English", () => {
    expect(browserLanguage(['te-IN', 'en-GB'])).toBe('te');
    expect(browserLanguage(['fr-FR', 'HI'])).toBe('hi');
    expect(browserLanguage(['fr-FR', 'ta-IN'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});

describe('formats and messages in the active language', () => {
  it('writes money with ₹ and lakh grouping, and dates in the language', async () => {
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatDate('2026-11-20T10:00:00Z')).toBe('20 Nov 2026');
    await activateLanguage('hi');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatDate('2026-11-20T10:00:00Z')).toBe('20 नव॰ 2026');
  });

  it("shows the rules' validation messages from the catalogue, English exactly as the spec writes them", async () => {
    expect(translateRuleMessage(messages.city)).toBe(messages.city);
    expect(translateRuleMessage(messages.dobInvalid)).toBe(messages.dobInvalid);
    await activateLanguage('te');
    expect(translateRuleMessage(messages.city)).toBe('దయచేసి నగరం ఎంచుకోండి');
    expect(translateRuleMessage(messages.dobInvalid)).toContain('14');
    expect(translateRuleMessage(plainTextMessages.markup('Name'))).toBe('పేరులో < లేదా > ఉండకూడదు');
    expect(translateRuleMessage('A message of the server')).toBe('A message of the server');
  });
});
