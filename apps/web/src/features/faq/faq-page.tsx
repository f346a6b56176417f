import type { ReactNode } from 'react';
import { ContactQuestionnaire } from '../../shared/contact/contact-questionnaire.tsx';
import { externalLinks } from '../../shared/external-links.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import type { RichTags } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { FindZoneButton } from '../../shared/police-zone/find-zone-button.tsx';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { FAQ_CONTACT_ANCHOR, FAQ_TYPES_ANCHOR } from '../../shared/routing/faq-anchors.ts';
import { Blocks } from '../../shared/ui/document.tsx';
import { ExpandableGroup, ExpandableSection } from '../../shared/ui/expandable.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { useOpenOnHash } from '../../shared/ui/use-hash-target.ts';
import '../../shared/ui/content.css';

/** Ids of the questions that other pages link to; the first is the spec's. */
const QUESTION_IDS: Readonly<Record<string, string>> = { types: FAQ_TYPES_ANCHOR, other: FAQ_CONTACT_ANCHOR };
const questionId = (key: string) => QUESTION_IDS[key] ?? `faq-${key.replace(/_/g, '-')}`;

/** /faq (spec §2): general, phishing and other sections; the 'other' question runs the contact questionnaire. */
export function FaqPage() {
  const { texts } = usePageTexts('faq');
  useOpenOnHash(FAQ_TYPES_ANCHOR, texts !== undefined);
  useOpenOnHash(FAQ_CONTACT_ANCHOR, texts !== undefined);
  if (!texts) return <LoadingPage />;

  const locale = currentLocale();
  // Safeonweb's address for suspicious messages in this language, the one constant every page uses.
  const faq = JSON.parse(
    JSON.stringify(texts).replaceAll('{{email}}', externalLinks.suspiciousMessageEmail(locale)),
  ) as typeof texts;
  const tags: RichTags = {
    sv: (words) => <AppLink to="sexual-violence">{words}</AppLink>,
    phishing: (words) => <AppLink to="phishing/questionnaire">{words}</AppLink>,
    person: (words) => <AppLink to="person">{words}</AppLink>,
    safeonweb: (words) => <a href={externalLinks.safeonweb(locale)}>{words}</a>,
    consumer: (words) => <a href={externalLinks.consumerReport(locale)}>{words}</a>,
  };
  const extras: Readonly<Record<string, ReactNode>> = {
    zone: <FindZoneButton label={faq.find_zone} testId="faq-find-zone" />,
    other: <ContactQuestionnaire />,
  };

  return (
    <Page title={faq.title} trail={[]} testId="faq-page">
      <p className="lead">{faq.intro}</p>
      <ExpandableGroup>
        {Object.entries(faq.sections).map(([sectionKey, section]) => (
          <section
            key={sectionKey}
            aria-labelledby={`faq-section-${sectionKey}`}
            data-testid={`faq-${sectionKey}`}
          >
            <h2 id={`faq-section-${sectionKey}`} className="faq__section-title">
              {section.title}
            </h2>
            {Object.entries(section.questions).map(([key, question]) => (
              <ExpandableSection key={key} id={questionId(key)} title={question.title} level={3}>
                <Blocks content={question} tags={tags} />
                {extras[key]}
              </ExpandableSection>
            ))}
          </section>
        ))}
      </ExpandableGroup>
    </Page>
  );
}
