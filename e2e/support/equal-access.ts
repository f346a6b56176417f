import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// IBM's engine, run in the page beside axe-core (issue 34): evaluated through the DevTools protocol,
// which the page's Content-Security-Policy does not govern, as a script tag would be refused.
const ENGINE = readFileSync(
  createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
  'utf8',
);

/**
 * What the engine reports that is not a barrier, each checked where it is (a rule and the element it
 * names), so that the same rule failing anywhere else still fails the test.
 */
const NOT_BARRIERS = [
  {
    rule: 'label_content_exists',
    where: 'label.star',
    why: 'a feedback star’s label is its visually hidden text ("4 sterren"), which is its radio button’s accessible name (axe-core and Chromium’s accessibility tree agree); the engine counts only visible text',
  },
  {
    rule: 'fieldset_label_valid',
    where: 'details:not([open]) fieldset:has(> legend)',
    why: 'a question of a closed FAQ answer has its legend; the engine reads the fieldset while it is not rendered, before the answer is opened',
  },
] as const;

interface Finding {
  readonly rule: string;
  readonly message: string;
  readonly path: string;
  readonly known: boolean;
}

/** Fails with each rule and element when IBM Equal Access finds a WCAG 2.1 A/AA violation. */
export async function expectNoEqualAccessViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(`${ENGINE};window.ace = ace;`);
  const findings: Finding[] = await page.evaluate(
    async ({ notBarriers }) => {
      type Checker = { check: (scope: Document, rules: string[]) => Promise<unknown> };
      const checker = new (window as unknown as { ace: { Checker: new () => Checker } }).ace.Checker();
      const report = (await checker.check(document, ['WCAG_2_1'])) as {
        results: { ruleId: string; value: [string, string]; path: { dom: string }; message: string }[];
      };
      const at = (path: string) =>
        document.evaluate(path, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      return report.results
        .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
        .map((result) => {
          const element = at(result.path.dom);
          const known = notBarriers.some(
            (entry) =>
              entry.rule === result.ruleId && element instanceof Element && element.matches(entry.where),
          );
          return { rule: result.ruleId, message: result.message, path: result.path.dom, known };
        });
    },
    { notBarriers: NOT_BARRIERS.map(({ rule, where }) => ({ rule, where })) },
  );
  const barriers = findings
    .filter((finding) => !finding.known)
    .map((f) => `${f.rule}: ${f.message}\n  ${f.path}`);
  expect(barriers, `IBM Equal Access violations on ${page.url()}`).toEqual([]);
}
