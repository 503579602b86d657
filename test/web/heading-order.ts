/**
 * axe-core's heading-order rule on the rendered page: a heading may go at most one level deeper than the one
 * before it (h1 then h3 skips a level). axe rates it "moderate", so the serious-or-critical e2e check would
 * pass it by; the page tests ask for it by name.
 */
import axe from 'axe-core';

export async function headingOrderProblems(): Promise<string[]> {
  const { violations } = await axe.run(document, { runOnly: { type: 'rule', values: ['heading-order'] } });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html}`),
  );
}
