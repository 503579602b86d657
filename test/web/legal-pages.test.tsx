/**
 * /privacy and /terms (web/src/features/legal): the texts of shared/content/legal in the site's language, their
 * version and the date in effect, the privacy contact of /config.json (or the way to the contact page), and the
 * links that lead to them: the footer's and the sign-in note's, in every language.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import notice from '#shared/content/legal/notice.json';
import { formatDay } from '#web/lib/format';
import { activateLanguage, type Language } from '#web/lib/i18n';
import { splitAtPhrases } from '#web/lib/phrases';
import { accessibilityProblems } from './axe-problems';
import { fakeApi, TWIN_SITE_CONFIG } from './fake-api';
import { renderApp } from './render-app';

const CONTACT = { name: 'Grievance Officer, Earnlearn', email: 'privacy@earnlearn.in' };

const TITLES: Record<Language, { privacy: string; terms: string }> = {
  en: { privacy: 'Privacy notice', terms: 'Terms and conditions' },
  hi: { privacy: 'गोपनीयता सूचना', terms: 'नियम और शर्तें' },
  te: { privacy: 'గోప్యతా ప్రకటన', terms: 'నిబంధనలు మరియు షరతులు' },
};
/** A section heading of each privacy notice, to tell the language of the text shown. */
const RIGHTS: Record<Language, string> = { en: 'Your rights', hi: 'आपके अधिकार', te: 'మీ హక్కులు' };
const LANGUAGES = Object.keys(TITLES) as Language[];

// The Hindi and Telugu catalogues are lazy chunks: loaded once here, so a screen switches in one render.
beforeAll(async () => {
  for (const language of ['hi', 'te', 'en'] as const) await activateLanguage(language);
});

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

/** Renders `path` in `language` and waits for the text's heading. */
async function openIn(language: Language, path: '/privacy' | '/terms') {
  await act(() => activateLanguage(language));
  const view = renderApp(path);
  const title = TITLES[language][path === '/privacy' ? 'privacy' : 'terms'];
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  return { ...view, heading };
}

describe.each(LANGUAGES)('/privacy in %s', (language) => {
  it('shows the notice in that language with its version and the date in effect', async () => {
    fakeApi({}, { siteConfig: { ...TWIN_SITE_CONFIG, privacyContact: CONTACT } });
    await openIn(language, '/privacy');

    expect(screen.getByRole('heading', { level: 2, name: RIGHTS[language] })).toBeInTheDocument();
    const versionLine = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent?.includes(notice.version) === true,
    );
    expect(versionLine).toHaveTextContent(formatDay(notice.effectiveFrom));
    expect(document.title).toContain(TITLES[language].privacy);
  });

  it('names the privacy contact of the site configuration, with a mail link', async () => {
    fakeApi({}, { siteConfig: { ...TWIN_SITE_CONFIG, privacyContact: CONTACT } });
    await openIn(language, '/privacy');

    expect(screen.getByText(new RegExp(CONTACT.name))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    expect(document.body.textContent).not.toContain('{{');
    // The anchor the profile's Privacy section links to (/privacy#contact).
    expect(document.getElementById('contact')).toHaveTextContent(CONTACT.email);
  });

  it('is accessible (axe) and its headings go down one level at a time', async () => {
    fakeApi({}, { siteConfig: { ...TWIN_SITE_CONFIG, privacyContact: CONTACT } });
    await openIn(language, '/privacy');

    expect(await accessibilityProblems()).toEqual([]);
  });
});

describe('/privacy without a privacy contact', () => {
  it('points to the contact page when the site configuration names none', async () => {
    fakeApi();
    await openIn('en', '/privacy');

    expect(
      screen.getByRole('link', { name: 'please write to us through the Contact us page' }),
    ).toHaveAttribute('href', '/contactus');
    expect(document.body.textContent).not.toContain('{{');
  });

  it('points to the contact page when the site configuration cannot be read, in the site language', async () => {
    fakeApi({}, { siteConfig: () => new Response('down', { status: 503 }) });
    await openIn('hi', '/privacy');

    expect(screen.getByRole('link', { name: 'कृपया संपर्क करें पेज के ज़रिए हमें लिखें' })).toHaveAttribute(
      'href',
      '/contactus',
    );
  });
});

describe.each(LANGUAGES)('/terms in %s', (language) => {
  it('shows the terms in that language with their version, linking to the privacy notice', async () => {
    fakeApi();
    await openIn(language, '/terms');

    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent?.includes(notice.version) === true,
      ),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    const privacyLinks = within(main)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/privacy');
    expect(privacyLinks.length).toBeGreaterThan(0);
    expect(await accessibilityProblems()).toEqual([]);
  });
});

describe.each([
  ['en', 'Privacy policy', 'Terms and conditions'],
  ['hi', 'गोपनीयता नीति', 'नियम और शर्तें'],
  ['te', 'గోప్యతా విధానం', 'నిబంధనలు మరియు షరతులు'],
] as const)('the footer in %s', (language, privacy, terms) => {
  it('links to the privacy notice and the terms', async () => {
    fakeApi();
    await act(() => activateLanguage(language));
    renderApp('/aboutus');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByRole('link', { name: privacy })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: terms })).toHaveAttribute('href', '/terms');
  });
});

describe.each([
  ['hi', 'नियमों और शर्तों', 'गोपनीयता नीति', 'लॉग इन'],
  ['te', 'నిబంధనలు, షరతులు', 'గోప్యతా విధానానికి', 'లాగిన్'],
] as const)('the sign-in note in %s', (language, termsWords, privacyWords, login) => {
  it('links its own words to the terms and the privacy notice', async () => {
    fakeApi();
    await act(() => activateLanguage(language));
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: login }));
    const dialog = await screen.findByRole('alertdialog');

    expect(within(dialog).getByRole('link', { name: termsWords })).toHaveAttribute('href', '/terms');
    expect(within(dialog).getByRole('link', { name: privacyWords })).toHaveAttribute('href', '/privacy');
  });
});

describe('splitAtPhrases', () => {
  it('cuts a sentence around its phrases, in the order they appear', () => {
    expect(splitAtPhrases('agree to the terms and the privacy policy', ['privacy policy', 'terms'])).toEqual([
      'agree to the ',
      { phrase: 1 },
      ' and the ',
      { phrase: 0 },
    ]);
  });

  it('leaves the sentence whole for a phrase it does not hold, an empty one or an overlapping one', () => {
    expect(splitAtPhrases('terms apply', ['rules', '', 'terms', 'terms apply'])).toEqual([
      { phrase: 2 },
      ' apply',
    ]);
    expect(splitAtPhrases('no links here', ['terms'])).toEqual(['no links here']);
  });
});

describe('the accessibility check of these tests', () => {
  it('finds a link without a name and a skipped heading level', async () => {
    document.body.innerHTML = '<main><h1>Title</h1><h3>Too deep</h3><a href="/x"></a></main>';

    const problems = await accessibilityProblems();

    expect(problems.some((line) => line.startsWith('link-name'))).toBe(true);
    expect(problems.some((line) => line.startsWith('heading-order'))).toBe(true);
    document.body.innerHTML = '';
  });
});
