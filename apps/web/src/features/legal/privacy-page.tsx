import { ContactButton } from '../../shared/contact/contact-button.tsx';
import { externalLinks } from '../../shared/external-links.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { DocumentSections } from '../../shared/ui/document.tsx';
import { ExpandableGroup } from '../../shared/ui/expandable.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { LEGAL_LINKS } from './legal-links.tsx';
import '../../shared/ui/content.css';

/** /privacy (spec §2, §9): 13 numbered sections; 12 holds the contact button (reason privacy). */
export function PrivacyPage() {
  const { texts } = usePageTexts('privacy');
  if (!texts) return <LoadingPage />;
  const locale = currentLocale();
  return (
    <Page title={texts.title} trail={[]} testId="privacy-page">
      <p className="lead">{texts.intro}</p>
      <ExpandableGroup>
        <DocumentSections
          idPrefix="privacy"
          sections={texts.sections}
          tags={{
            ...LEGAL_LINKS,
            coc: (words) => <a href={externalLinks.policeSupervisoryBody(locale)}>{words}</a>,
          }}
          extras={{ s12: <ContactButton reason="privacy" label={texts.contact_button} /> }}
        />
      </ExpandableGroup>
    </Page>
  );
}
