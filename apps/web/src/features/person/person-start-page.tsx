import { CRIME_TYPES } from '@pow/domain';
import { Rich } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import '../../shared/ui/content.css';

const LINKS = {
  home: (words: string) => <AppLink to="home">{words}</AppLink>,
  guide: (words: string) => <AppLink to="sexual-violence">{words}</AppLink>,
};

/**
 * /person/start (issue 21): what the person form is for, what a person needs and what it is not for,
 * before the sign-in the form asks, as the phishing and damage forms have their questionnaires.
 */
export function PersonStartPage() {
  const { texts } = usePageTexts('person');
  const { texts: start } = usePageTexts('person-start');
  if (!texts || !start) return <LoadingPage />;
  return (
    <Page title={start.title} trail={[]} narrow testId="person-start">
      <p className="lead">{start.lead}</p>
      <h2>{start.for_title}</h2>
      <ul data-testid="person-start-facts">
        {CRIME_TYPES.map(({ code, name }) => (
          <li key={code}>
            <strong>{texts.crime_type.types[name]}</strong> — {texts.crime_type.hints[name]}
          </li>
        ))}
      </ul>
      <h2>{start.need_title}</h2>
      <ul>
        {Object.values(start.need).map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
      <h2>{start.not_title}</h2>
      <ul>
        {Object.values(start.not).map((text) => (
          <li key={text}>
            <Rich text={text} tags={LINKS} />
          </li>
        ))}
      </ul>
      <p>
        <AppLink className="button" to="person" data-testid="person-start-begin">
          {start.start}
        </AppLink>
      </p>
      <p className="field__hint">{start.start_hint}</p>
    </Page>
  );
}
