import type { BrowserContext, Page } from 'playwright-core';

/** The phone of issue 19's report: its screen, and the slowed network and CPU of Lighthouse's mobile run. */
export const SLOW_PHONE = { width: 412, height: 823 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** One layout shift as the browser reported it, with the elements it moved. */
export interface Shift {
  readonly value: number;
  readonly at: number;
  readonly sources: readonly string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/**
 * Records every layout shift not caused by input from the document's start (runs before the page's
 * scripts): a buffered PerformanceObserver, each moved node named by tag, test id or class, and its
 * rectangles before and after.
 */
function observeShifts() {
  const shifts: Shift[] = [];
  window.__shifts = shifts;
  const name = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const id = node.getAttribute('data-testid');
    const cls = node.getAttribute('class')?.split(' ')[0];
    return `${node.tagName.toLowerCase()}${id ? `[${id}]` : cls ? `.${cls}` : ''}`;
  };
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      startTime: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: entry.sources.map(
          (s) =>
            `${name(s.node)} ${name(s.node?.parentElement)}>: ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Slows every page of `context` as a mid-range phone on a slow mobile network (DevTools protocol). */
export async function slowDown(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(observeShifts);
  return page;
}

/** The shifts recorded so far in the page. */
export const shiftsOf = (page: Page): Promise<Shift[]> => page.evaluate(() => window.__shifts ?? []);

/** The route's cumulative layout shift: every shift of the load, as the issue measured it. */
export const cumulativeShift = (shifts: readonly Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

/** What moved, when and from where to where, for a failure's message. */
export const describeShifts = (shifts: readonly Shift[]) =>
  shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms:\n  ${s.sources.join('\n  ')}`).join('\n');
