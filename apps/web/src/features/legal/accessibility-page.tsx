import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactButton } from '../../shared/contact/contact-button.tsx';
import { externalLinks } from '../../shared/external-links.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { FindZoneButton } from '../../shared/police-zone/find-zone-button.tsx';
import { DocumentSections } from '../../shared/ui/document.tsx';
import { ExpandableGroup } from '../../shared/ui/expandable.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { LEGAL_LINKS } from './legal-links.tsx';
import '../../shared/ui/content.css';

/**
 * /accessibility (spec §2): the statement of the law of 19 July 2018, dated 19/02/2025 and revised
 * 04/03/2025, with the contact dialog (reason accessibility) and the federal Ombudsman's card.
 */
export function AccessibilityPage() {
  const { t: tMain } = useTranslation();
  const { texts } = usePageTexts('accessibility');
  const ombudsmanTitle = useId();
  if (!texts) return <LoadingPage />;
  const contact = (
    <>
      <div className="button-row">
        <ContactButton reason="accessibility" label={texts.contact_button} />
      </div>
      <section className="card contact-card" aria-labelledby={ombudsmanTitle} data-testid="ombudsman-card">
        <h3 id={ombudsmanTitle}>{texts.ombudsman.title}</h3>
        <p>{texts.ombudsman.text}</p>
        <a href={externalLinks.federalOmbudsman(currentLocale())} data-testid="ombudsman-link">
          {texts.ombudsman.link}
          <span className="visually-hidden"> {tMain('frame.external')}</span>
        </a>
      </section>
    </>
  );
  return (
    <Page title={texts.title} trail={[]} testId="accessibility-page">
      <p className="page-meta" data-testid="accessibility-dates">
        {texts.dates}
      </p>
      <ExpandableGroup>
        <DocumentSections
          idPrefix="accessibility"
          sections={texts.sections}
          tags={LEGAL_LINKS}
          numbered={false}
          extras={{
            alternatives: <FindZoneButton label={texts.find_zone} testId="accessibility-find-zone" />,
            contact,
          }}
        />
      </ExpandableGroup>
    </Page>
  );
}
