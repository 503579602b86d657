/**
 * Accessibility check of the page as it is now, with axe-core: the serious and critical violations, and
 * heading-order (rated moderate, but a skipped level misleads screen-reader users who move by headings), one
 * line each (rule, impact, the first offending elements), so a failing assertion says what to fix.
 *
 * One known false positive is left out: Fluent UI's focus manager (Tabster) puts focusable `aria-hidden` "dummy"
 * elements (`data-tabster-dummy`) around tab lists and menus, whose only job is to pass focus on; axe's
 * `aria-hidden-focus` flags them. Microsoft's own Accessibility Insights suppresses exactly these elements
 * (microsoft/accessibility-insights-web#7605). Any other element breaking that rule still fails.
 *
 * axe measures colour contrast at whatever opacity it finds, so it runs once the page's motion has ended (pages
 * open with reduced motion too, test/support/browser.ts): a button fading in is checked as it ends up.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsFinished, overflowsHorizontally, requestsSettled } from './browser';

/** Rules asked for whatever impact axe gives them. */
const ALWAYS_REPORTED: ReadonlySet<string> = new Set(['heading-order']);

const isTabsterDummy = (rule: string, html: string) =>
  rule === 'aria-hidden-focus' && html.includes('data-tabster-dummy');

export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  await animationsFinished(page);
  // Only the violations are collected: what passed is not read, and listing it doubles a scan's time.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        ALWAYS_REPORTED.has(violation.id),
    )
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !isTabsterDummy(violation.id, node.html)),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** A screen's checks where a journey stops on it: axe finds nothing serious, nothing scrolls sideways. */
export async function screenIsClean(page: Page): Promise<void> {
  await requestsSettled(page);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  expect(await overflowsHorizontally(page)).toBe(false);
}
