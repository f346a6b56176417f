import { describe, expect, it } from 'vitest';
import { FeedbackRequestSchema } from '../contact/contact.ts';
import { feedbackPageOf, hasFeedback } from './feedback.ts';
import { routesFor } from './route-table.ts';

describe('feedback section per page (spec §2)', () => {
  it.each<[string | undefined, boolean]>([
    ['home', true],
    ['faq', true],
    ['ncii', true],
    ['cookies', true],
    ['phishing', false],
    ['phishing-questionnaire', false],
    ['degradation-questionnaire', false],
    ['person', false],
    ['success', false],
    ['error', false],
    ['logged', false],
    [undefined, false],
  ])('%s → %s', (route, shown) => {
    expect(hasFeedback(route)).toBe(shown);
  });

  it('is on every page a citizen reads, and on no questionnaire or form they fill in (issue 21)', () => {
    const citizen = routesFor('citizen');
    const filled = citizen.filter(
      (route) => route.name.includes('questionnaire') || route.form !== undefined,
    );
    expect(filled.length).toBeGreaterThan(0);
    expect(filled.filter((route) => hasFeedback(route.name))).toEqual([]);
    for (const page of ['home', 'faq', 'sexual-violence', 'ncii', 'privacy', 'theft-and-degradation'])
      expect(hasFeedback(page)).toBe(true);
  });

  it.each([
    ['/app/fr/faq', '/fr/faq'],
    ['/app/NCII', '/NCII'],
    ['/app/de/home/', '/de/home'],
    ['/app', '/'],
  ])('%s is sent as %s, which the server accepts', (pathname, page) => {
    expect(feedbackPageOf(pathname)).toBe(page);
    expect(FeedbackRequestSchema.safeParse({ page, rating: 5, acknowledged: true }).success).toBe(true);
  });
});
