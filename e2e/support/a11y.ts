import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA, as axe-core tags them. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe-core on the page as it stands (an open dialog, a notice shown) and fails on what
 * keeps someone from using it: violations of impact serious or critical. Minor and moderate
 * ones are left to review. The message names each rule, its impact and the elements at fault.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join('\n')}`,
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}
