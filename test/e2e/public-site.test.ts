/**
 * The public site in a real headless Chromium against the local twin: each page's spec texts, no page errors,
 * no horizontal scroll down to 360 px, and a screenshot of each page at desktop and phone widths
 * (test-results/screenshots/). Each page loads once, at desktop width; the window then narrows to a phone's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  animationsFinished,
  brokenImages,
  browserForThisFile,
  openPage,
  overflowsHorizontally,
  pageProblems,
  resize,
  screenshot,
} from '#test/support/browser';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();

async function visit(path: string, viewport: 'desktop' | 'mobile' | 'narrowest' = 'desktop'): Promise<Page> {
  const page = await openPage(browser(), viewport);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const pages = [
  { name: 'home', path: '/', texts: ['Looking for Work', 'Want to get the work done', '5000+', '15+'] },
  { name: 'aboutus', path: '/aboutus', texts: ['Why Work With Us'] },
  {
    name: 'contactus',
    path: '/contactus',
    texts: [
      'CONTACT US',
      'We would be happy to assist you',
      'We Would Be Happy to Help You',
      'Monday-Friday 9AM-7PM',
      'Saturday 9AM-5PM',
      'Sunday closed',
    ],
  },
  {
    name: 'client',
    path: '/client',
    texts: ['Diligence', 'Auditing', 'New Business Development', 'Mon-Fri 09:00-17:00'],
  },
  {
    name: 'privacy',
    path: '/privacy',
    texts: [
      'Privacy notice',
      'Grievance Officer, Earnlearn',
      'privacy@earnlearn.in',
      'Data Protection Board of India',
    ],
  },
  { name: 'terms', path: '/terms', texts: ['Terms and conditions', 'Acceptable use'] },
  {
    name: 'not-found',
    path: '/no/such/page',
    texts: [
      "Oops, This page isn't available.",
      'The link you followed may be broken, or the page may have been removed.',
      'Back To Homepage',
    ],
  },
];

describe.each(pages)('$name page', ({ name, path, texts }) => {
  it('shows the spec texts without errors at desktop and phone widths, and fits a 360 px screen', async () => {
    const page = await visit(path);
    // The page's own chunk loads after the shell (a busy machine can leave a quiet network before it asks).
    await page
      .getByText(texts[0] ?? '')
      .first()
      .waitFor();
    for (const viewport of ['desktop', 'mobile'] as const) {
      await resize(page, viewport);
      const body = await page.locator('body').innerText();
      for (const text of texts) expect(body, `at ${viewport} width`).toContain(text);
      await screenshot(page, `${name}-${viewport}`);
      expect(await brokenImages(page)).toEqual([]);
      expect(await overflowsHorizontally(page), `sideways scroll at ${viewport} width`).toBe(false);
      expect(await seriousAccessibilityProblems(page), `axe at ${viewport} width`).toEqual([]);
    }
    await resize(page, 'narrowest');
    expect(await overflowsHorizontally(page), 'sideways scroll at 360 px').toBe(false);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});

describe('site-wide', () => {
  it('has a header with the logo link and LOGIN, and a footer with the copyright and links', async () => {
    const page = await visit('/aboutus');
    await expect(page.locator('header').getByRole('button', { name: 'LOGIN' }).count()).resolves.toBe(1);
    const footer = page.locator('footer');
    const footerText = await footer.innerText();
    expect(footerText).toMatch(/2021/);
    expect(footerText).toMatch(/all rights reserved/i);
    for (const link of [
      'About us',
      'Contact us',
      'Internships',
      'Campus Ambassador',
      'Help & Support',
      'Job Openings',
      'Partners',
    ]) {
      await expect(footer.getByRole('link', { name: link }).count()).resolves.toBeGreaterThan(0);
    }
    await footer.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL(`${baseUrl}/contactus`);
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  });

  it('goes from Home to the client page with "Want to get the work done"', async () => {
    const page = await visit('/');
    await page.getByRole('link', { name: 'Want to get the work done' }).click();
    await page.waitForURL(`${baseUrl}/client`);
    await page.getByText('Our Services').first().waitFor();
    await page.context().close();
  });

  it('takes the 404 page back home', async () => {
    const page = await visit('/definitely-missing');
    await page.getByRole('link', { name: 'Back To Homepage' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  });

  it('opens the login dialog from LOGIN, with the spec note, and closes it', async () => {
    const page = await visit('/');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      'By logging in, I agree with all the terms and conditions and privacy policy',
    );
    await screenshot(page, 'login-dialog-desktop');
    await page.mouse.click(5, 5);
    // A click that closed the dialog would have run its exit motion and taken it away by then.
    await animationsFinished(page);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('client page', () => {
  it('scrolls to each section from the nav', async () => {
    const page = await visit('/client');
    const nav = page.getByRole('navigation').first();
    for (const label of ['Our Services', 'Clients', 'Contact']) {
      await nav.getByRole('link', { name: label }).click();
      const hash = new URL(page.url()).hash;
      expect(hash.length).toBeGreaterThan(1);
      await expect(page.locator(hash).isVisible()).resolves.toBe(true);
      await page.waitForFunction((id) => {
        const box = document.querySelector(id)?.getBoundingClientRect();
        return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
      }, hash);
    }
    await page.context().close();
  });

  it('toggles the mobile menu', async () => {
    const page = await visit('/client', 'mobile');
    const toggle = page.locator('button[aria-expanded]').first();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await screenshot(page, 'client-mobile-menu-open');
    await page.context().close();
  });

  it('shows a plain contact block, not a broken frame, when no lead form is configured', async () => {
    const page = await visit('/client');
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    await page.context().close();
  });
});
