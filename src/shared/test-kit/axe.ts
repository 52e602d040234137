import axe from 'axe-core';

/**
 * Stories only: runs axe over an element and fails with the rules broken and where. Colour
 * contrast is checked too, in the light theme the stories render.
 */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`);
  if (violations.length > 0) throw new Error(`axe found ${violations.length} violation(s):\n${violations.join('\n')}`);
}
