/**
 * axe-core over the rendered page in jsdom: the serious and critical violations, and heading-order (see
 * heading-order.ts), one line each. jsdom lays nothing out, so colour contrast is left to the e2e check in
 * Chromium (test/support/axe.ts), as are Fluent's focus-trap "dummy" elements that rule leaves out.
 */
import axe from 'axe-core';

const isTabsterDummy = (rule: string, html: string) =>
  rule === 'aria-hidden-focus' && html.includes('data-tabster-dummy');

export async function accessibilityProblems(): Promise<string[]> {
  const { violations } = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter(
      (violation) =>
        ['serious', 'critical'].includes(violation.impact ?? '') || violation.id === 'heading-order',
    )
    .flatMap((violation) =>
      violation.nodes
        .filter((node) => !isTabsterDummy(violation.id, node.html))
        .map(
          (node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}`,
        ),
    );
}
