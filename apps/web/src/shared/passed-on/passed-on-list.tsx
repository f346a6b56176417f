import type { BankTold, PassedOn } from '@pow/contracts';
import { formatBrusselsMoment, type Locale } from '@pow/domain';
import { useId } from 'react';
import { currentLocale } from '../i18n/i18n.ts';
import { usePageTexts } from '../i18n/use-page-texts.ts';

/** A foreign account's country in the reader's language ("Litouwen"), its code where unknown. */
const countryName = (country: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(country) ?? country;

/**
 * What was passed on at once with the person's consent (issue 31, decision 048), each bank and the
 * takedown in a sentence: on its way, received and when, or failed with the zone following up. Said to
 * the person themselves (`person`) or about the victim (`victim`: the officer who filed, the zone);
 * nothing when nothing was passed on.
 */
export function PassedOnList({
  passed,
  voice,
  level = 2,
}: {
  passed: PassedOn | undefined;
  voice: 'person' | 'victim';
  level?: 2 | 3;
}) {
  const { t, ready } = usePageTexts('passed-on');
  const titleId = useId();
  if (!ready || !passed || (passed.banks.length === 0 && !passed.takedown)) return null;
  const locale = currentLocale();
  const moment = (at: string | null) => (at ? formatBrusselsMoment(new Date(at)) : '');
  const bankName = (told: BankTold) =>
    told.bank ??
    (told.country === 'BE'
      ? t('unknown_bank')
      : t('foreign_bank', { country: countryName(told.country, locale) }));
  const Heading = level === 2 ? 'h2' : 'h3';
  const group = voice === 'person' ? 'bank' : 'bank_victim';
  return (
    <section aria-labelledby={titleId} className="callout" data-testid="passed-on">
      <Heading id={titleId}>{t(voice === 'person' ? 'title' : 'title_victim')}</Heading>
      <ul>
        {passed.banks.map((told) => (
          <li
            key={`${told.bic ?? told.bank ?? told.country}`}
            data-testid={`passed-on-bank-${told.bic ?? told.country}`}
            data-state={told.state}
          >
            {t(`${group}.${told.state}`, { bank: bankName(told), moment: moment(told.at) })}
          </li>
        ))}
        {passed.takedown && (
          <li data-testid="passed-on-takedown" data-state={passed.takedown.state}>
            {t(`takedown.${passed.takedown.state}`, {
              address: passed.takedown.address,
              moment: moment(passed.takedown.at),
            })}
          </li>
        )}
      </ul>
    </section>
  );
}
