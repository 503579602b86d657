/**
 * The worker pages in headless Chromium against the local twin: the job page's way to the 404 page, and the
 * layout at 360 px and on desktop (a long name, Apply in reach, the login dialog centred).
 */
import { describe, expect, inject, it, vi } from 'vitest';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  animationsFinished,
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
  resize,
  screenshot,
  signedInDemoWorker,
  signInWithStorage,
} from '#test/support/browser';

const baseUrl = inject('baseUrl');
const demoWorkerToken = inject('demoWorkerToken');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

describe('the job page of a signed-in worker', () => {
  const notFound = "Oops, This page isn't available.";

  it('sends an unknown job to the 404 page once the server has answered', async () => {
    const page = await signedInDemoWorker(browser(), 'mobile');
    // The server answers an empty job (spec), or a 404: the page turns either into its 404 screen.
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/getJobById');
    await page.goto(`${baseUrl}/jobs/999999`);
    await answer;
    await page.waitForURL(`${baseUrl}/404`);
    await page.getByText(notFound).waitFor();
    await page.context().close();
  });

  it('sends an id that is not a number to the 404 page without asking the server', async () => {
    const page = await signedInDemoWorker(browser(), 'mobile');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/getJobById') asked.push(request.url());
    });
    await page.goto(`${baseUrl}/jobs/abc`);
    await page.waitForURL(`${baseUrl}/404`);
    await page.getByText(notFound).waitFor();
    expect(asked).toEqual([]);
    // The page's own HTML answers 404 (no such job, issue 24: crawlers must see it), which Chromium logs; the
    // API was not asked (above), so that is the only 404 there can be.
    const documentNotFound =
      'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(pageProblems(page).filter((problem) => problem !== documentNotFound)).toEqual([]);
    await page.context().close();
  });
});

describe('the worker pages at 360 px and on desktop', () => {
  /** A name too long for one line beside the logo on a 360 px phone. */
  const longName = 'Asha Venkataraman Verma';

  async function firstJobId(): Promise<number> {
    const response = await fetch(`${baseUrl}/api/getAllJobs`, {
      headers: { authorization: `Bearer ${demoWorkerToken}` },
    });
    const { data } = (await response.json()) as { data: { ID: number }[] };
    if (!data[0]) throw new Error('The twin has no open job');
    return data[0].ID;
  }

  it("shows a long name whole in the header and the dashboard's tabs inside their box", async () => {
    const page = await openPage(browser(), 'narrowest');
    await signInWithStorage(page, demoWorkerToken, {
      name: longName,
      email: 'asha@example.com',
      photoUrl: '',
    });
    await page.goto(`${baseUrl}/dashboard`);
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    const nameButton = page.locator('header').getByRole('button', { name: longName });
    await nameButton.waitFor();
    await screenshot(page, 'worker-long-name-narrowest');

    // Whole: no part of the name is cut off by its box (an ellipsis would leave scrollWidth > clientWidth).
    const nameCut = await nameButton.evaluate((button) =>
      [button, ...button.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
    );
    expect(nameCut).toBe(false);
    expect((await nameButton.innerText()).trim()).toBe(longName);
    const tabBoxes = await page
      .getByRole('tab')
      .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().toJSON() as DOMRect));
    const listBox = await tabs.evaluate((list) => ({
      ...(list.getBoundingClientRect().toJSON() as DOMRect),
      overflow: list.scrollWidth - list.clientWidth,
    }));
    expect(listBox.overflow).toBeLessThanOrEqual(0);
    for (const tab of tabBoxes) {
      expect(tab.left).toBeGreaterThanOrEqual(listBox.left);
      expect(tab.right).toBeLessThanOrEqual(listBox.right + 1);
    }
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });

  it("keeps Apply in reach on a phone without scrolling, and in the page's flow on desktop", async () => {
    const page = await signedInDemoWorker(browser(), 'narrowest');
    await page.goto(`${baseUrl}/jobs/${await firstJobId()}`);
    const apply = page.getByRole('button', { name: /^(Apply|Applied\.)$/ });
    await apply.waitFor();
    await requestsSettled(page);
    await animationsFinished(page);

    const onPhone = await apply.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    expect(onPhone?.y).toBeGreaterThan(0);
    expect((onPhone?.y ?? height) + (onPhone?.height ?? 0)).toBeLessThanOrEqual(height);
    await screenshot(page, 'worker-job-apply-bar-narrowest');
    // At the end of the page the bar stands in its own place: the last section is not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastSection = page.getByRole('button', { name: 'Who can Apply' });
    const sectionBottom = await lastSection.evaluate(
      (b) => b.parentElement?.parentElement?.getBoundingClientRect().bottom ?? 0,
    );
    const barTop = (await apply.boundingBox())?.y ?? 0;
    expect(sectionBottom).toBeLessThanOrEqual(barTop);

    await resize(page, 'desktop');
    const position = await apply.evaluate(
      (button) => getComputedStyle(button.parentElement as Element).position,
    );
    expect(position).toBe('static');
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.context().close();
  });

  it("opens the login dialog in the window's middle on desktop, not flush with its top edge", async () => {
    const page = await openPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Continue using Google' }).waitFor();
    // Measured where the dialog comes to rest, once its entrance motion has ended.
    await animationsFinished(page);

    const box = await dialog.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    const above = box?.y ?? 0;
    const below = height - above - (box?.height ?? 0);
    expect(above).toBeGreaterThan(100);
    expect(Math.abs(above - below)).toBeLessThanOrEqual(2);
    await screenshot(page, 'worker-login-dialog-desktop');
    await page.context().close();
  });
});
