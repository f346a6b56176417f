import { calendarDuration, durationKey } from '../durations.ts';
import type { Locale } from '../locale.ts';
import { parseDate, portalWallClock } from '../validation/calendar.ts';
import type { SummaryLookups, TextKey } from './summary-types.ts';

/**
 * How the police read what the form asked the person (issue 30, decision 049): each question or answer
 * that speaks to the person ("Hoe wilt u…?", "Beschrijf wat er gebeurde", "Op mijn adres") by the words
 * the zone's sheet, its PDF and the hand-over say instead, of the declarant, in the third person or as a
 * noun. Keyed by the text the form asks, so that one entry serves every form asking it; the police's
 * words are the summary catalogue's `police_questions` and `police_answers`. A text not listed speaks to
 * nobody in particular ("Naam", "Is het voorwerp verzekerd?") and is read as the person read it. The
 * step headings have their own police title in each form's summary (`SummaryStep.police`).
 */
export const POLICE_WORDING: Readonly<Partial<Record<TextKey, TextKey>>> = {
  'declaration-steps:declarant.legend': 'summary:police_questions.identification',
  'declaration-steps:declarant.federal': 'summary:police_answers.federal',
  'declaration-steps:declarant.manual': 'summary:police_answers.manual',
  'declaration-steps:victim.legend': 'summary:police_questions.declared_for',
  'declaration-steps:victim.me': 'summary:police_answers.declared_for_self',
  'declaration-steps:victim.someone_else': 'summary:police_answers.declared_for_someone_else',
  'declaration-steps:victim.organisation': 'summary:police_answers.declared_for_organisation',
  'declaration-steps:overview.channel_legend': 'summary:police_questions.channel',
  'declaration-steps:overview.ebox': 'summary:police_answers.ebox',
  'phishing:takedown.legend': 'summary:police_questions.takedown',
  'phishing:bank_notice.legend': 'summary:police_questions.bank_notice',
  'phishing:bank_notice.account': 'summary:police_questions.bank_notice_account',
  'phishing:fact.description': 'summary:police_questions.fact_description',
  'phishing:overview.text': 'summary:police_questions.overview',
  'degradation-steps:objects.description': 'summary:police_questions.damage_description',
  'degradation-steps:objects.insurance_no': 'summary:police_answers.insured_no',
  'degradation-steps:graffiti.complexities.unknown': 'summary:police_answers.unknown',
  'degradation-steps:graffiti.painting_tools.unknown': 'summary:police_answers.unknown',
  'degradation-steps:fact.sources.declarant': 'summary:police_answers.at_declarant_address',
  'degradation-steps:fact.discovered': 'summary:police_questions.damage_discovered',
  'degradation-steps:fact.last_seen': 'summary:police_questions.last_seen_intact',
  'degradation-steps:fact.description': 'summary:police_questions.fact_description',
  'person:crime_type.legend': 'summary:police_questions.crime_type',
  'person:fact.description': 'summary:police_questions.fact_description',
  'person:fact.place_municipality': 'summary:police_answers.municipality_only',
  'person:lost_object.title': 'summary:police_questions.lost_object',
};

/**
 * The birth dates the police read with the age the person had when the declaration was received: the
 * declarant's (and, in the officer's form, the victim's, asked by the same question) and a victim's.
 */
export const AGED_ANSWERS: ReadonlySet<TextKey> = new Set<TextKey>([
  'declaration-steps:declarant.birth_date',
  'declaration-steps:victim.birth_date',
]);

/**
 * The lookups a summary is read by for the police (`summarise(…, 'police')`: the zone's sheet, its PDF and
 * the hand-over, all through the API's `summaryInputOf`): every text of `POLICE_WORDING` by its police
 * words, and a birth date with the age on the day the declaration was `received`. Only the server needs
 * it: the person's review step carries none of it.
 */
export function policeReading(lookups: SummaryLookups, locale: Locale, received: Date): SummaryLookups {
  const text: SummaryLookups['text'] = (key, values) => lookups.text(POLICE_WORDING[key] ?? key, values);
  return {
    ...lookups,
    text,
    answer: (question, said) =>
      AGED_ANSWERS.has(question) ? withAge(said, received, locale, { ...lookups, text }) : said,
  };
}

/**
 * A birth date as the police read it, with the age on the day the declaration was received (Brussels
 * time), in years, months, weeks or days as one says an age ("30/07/1985 (40 jaar bij de aangifte)",
 * "(4 maanden…)" for a baby); the date alone when it is not one or lies after that day.
 */
export function withAge(answer: string, receivedAt: Date, locale: Locale, lookups: SummaryLookups): string {
  const born = parseDate(answer);
  const age = born && calendarDuration(born, portalWallClock(receivedAt).date);
  if (!age) return answer;
  const said = lookups.text(`summary:durations.${durationKey(age, locale)}`, { count: age.count });
  return lookups.text('summary:answers.age', { date: answer, age: said });
}
