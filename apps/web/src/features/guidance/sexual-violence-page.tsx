import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../shared/external-links.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { Rich } from '../../shared/i18n/rich.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { QuickExit } from '../../shared/quick-exit/quick-exit.tsx';
import { Blocks } from '../../shared/ui/document.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import '../../shared/ui/content.css';

/** /sexual-violence (spec §2, §9): the care centres, 24/7; walk-in within a week; the 72-hour evidence limit. */
export function SexualViolencePage() {
  const { t: tMain } = useTranslation();
  const { texts } = usePageTexts('sexual-violence');
  if (!texts) return <LoadingPage />;
  const tags = {
    centres: (words: string) => <a href={externalLinks.careCentres(currentLocale())}>{words}</a>,
  };
  return (
    <Page
      title={texts.title}
      trail={[{ label: tMain('sexual_violences.title'), to: 'sexual-violences' }]}
      narrow
      testId="sexual-violence-page"
    >
      <QuickExit />
      <p className="lead">{texts.intro}</p>
      <p className="callout callout--warning">
        <Rich text={texts.danger} />
      </p>
      {Object.entries(texts.sections).map(([key, section]) => (
        <section key={key} aria-labelledby={`sexual-violence-${key}`}>
          <h2 id={`sexual-violence-${key}`}>{section.title}</h2>
          <Blocks content={section} tags={tags} />
        </section>
      ))}
    </Page>
  );
}
