import { CARD_STOP_PHONE } from '@pow/domain';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { externalLinks } from '../../shared/external-links.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { Rich } from '../../shared/i18n/rich.tsx';

const STEPS = ['card', 'bank', 'passwords', 'forward'] as const;
type Step = (typeof STEPS)[number];

/** The ticks of one declaration's checklist, kept in the tab: a reload or a return finds them. */
const storageKey = (request: string) => `pow_phishing_steps_${request}`;

function readTicks(request: string): readonly Step[] {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey(request)) ?? '[]') as unknown;
    return Array.isArray(stored) ? STEPS.filter((step) => stored.includes(step)) : [];
  } catch {
    return [];
  }
}

/**
 * After a phishing declaration (issue 21): what to do in the first hour, each step to tick off. Card
 * Stop's number and Safeonweb's address are the constants every page uses. Once the police forwarded the
 * author's addresses to Safeonweb with the person's consent (`forwarded`, decision 048), that step is done.
 */
export function PhishingNextSteps({
  t,
  request,
  forwarded = false,
}: {
  t: TFunction<'success'>;
  request: string;
  forwarded?: boolean;
}) {
  const titleId = useId();
  const [ticks, setTicks] = useState<readonly Step[]>(() => readTicks(request));
  const toggle = (step: Step, done: boolean) => {
    const next = STEPS.filter((each) => (each === step ? done : ticks.includes(each)));
    setTicks(next);
    try {
      window.sessionStorage.setItem(storageKey(request), JSON.stringify(next));
    } catch {
      // Storage refused: the ticks hold for this page only.
    }
  };
  const values = { cardStop: CARD_STOP_PHONE, email: externalLinks.suspiciousMessageEmail(currentLocale()) };
  return (
    <section aria-labelledby={titleId} className="callout phishing-steps" data-testid="phishing-steps">
      <h2 id={titleId}>{t('phishing_steps.title')}</h2>
      <p>{t('phishing_steps.hint')}</p>
      <ul className="phishing-steps__list">
        {STEPS.map((step) => {
          const id = `${titleId}-${step}`;
          const doneForThem = forwarded && step === 'forward';
          // The whole row is the box's label (issue 33): named by what its step says (WCAG 2.5.3), and
          // ticked by a tap anywhere on it; its links (Card Stop, Safeonweb) still do what links do.
          return (
            <li key={step} className="phishing-steps__item">
              <label className="phishing-steps__row" htmlFor={id} data-testid={`phishing-step-row-${step}`}>
                <input
                  id={id}
                  type="checkbox"
                  className="checkbox__input"
                  checked={doneForThem || ticks.includes(step)}
                  disabled={doneForThem}
                  onChange={(event) => toggle(step, event.target.checked)}
                  data-testid={`phishing-step-${step}`}
                />
                <span className="phishing-steps__text">
                  <Rich
                    text={t(doneForThem ? 'phishing_steps.forward_done' : `phishing_steps.${step}`, values)}
                  />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
