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
    ['person', false],
    ['success', false],
    ['error', false],
    ['logged', false],
    [undefined, false],
  ])('%s → %s', (route, shown) => {
    expect(hasFeedback(route)).toBe(shown);
  });

  it('is on most citizen pages', () => {
    const citizen = routesFor('citizen');
    expect(citizen.filter((route) => hasFeedback(route.name)).length).toBeGreaterThan(citizen.length / 2);
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
