import { useId } from 'react';
import { Rich } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { FindZoneButton } from '../../shared/police-zone/find-zone-button.tsx';
import { DocumentSections } from '../../shared/ui/document.tsx';
import { ExpandableGroup } from '../../shared/ui/expandable.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { LEGAL_LINKS } from './legal-links.tsx';
import '../../shared/ui/content.css';

/** /disclaimer (spec §2): 12 numbered sections, the contact card in section 2. */
export function DisclaimerPage() {
  const { texts } = usePageTexts('disclaimer');
  const cardTitle = useId();
  if (!texts) return <LoadingPage />;
  const card = (
    <section className="card contact-card" aria-labelledby={cardTitle} data-testid="disclaimer-contact-card">
      <h3 id={cardTitle}>{texts.card.title}</h3>
      <ul>
        <li>
          <Rich text={texts.card.urgent} />
        </li>
        <li>
          <Rich text={texts.card.website} tags={LEGAL_LINKS} />
        </li>
        <li>{texts.card.zone}</li>
      </ul>
      <FindZoneButton label={texts.card.find_zone} testId="disclaimer-find-zone" />
    </section>
  );
  return (
    <Page title={texts.title} trail={[]} testId="disclaimer-page">
      <p className="lead">{texts.intro}</p>
      <ExpandableGroup>
        <DocumentSections
          idPrefix="disclaimer"
          sections={texts.sections}
          tags={LEGAL_LINKS}
          extras={{ s2: card }}
        />
      </ExpandableGroup>
    </Page>
  );
}
