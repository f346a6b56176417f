import { formatBrusselsMoment } from '@pow/domain';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useSession } from '../../shared/session/session-context.tsx';

/**
 * The sheet printed as a police document (issue 30, item 5): a button that prints, and the line only
 * paper shows, who printed it and when; the print stylesheet (zone-desk.css) leaves out the portal's
 * header, footer, buttons and forms.
 */
export function PrintSheet() {
  const { t } = usePageTexts('zone');
  const info = useSession().answer?.info;
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    // The time it is printed, not the time the sheet was opened: drawn before the browser lays out paper.
    const now = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener('beforeprint', now);
    return () => window.removeEventListener('beforeprint', now);
  }, []);
  const name = info ? `${info.first_name} ${info.last_name}` : '';
  const officer = info?.matricule ? t('sheet.officer_name', { name, matricule: info.matricule }) : name;
  return (
    <>
      <p className="zone-print">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => window.print()}
          data-testid="zone-print"
        >
          {t('sheet.print')}
        </button>
      </p>
      <p className="zone-printed" data-testid="zone-printed">
        {t('sheet.printed', { at: formatBrusselsMoment(printedAt), name: officer })}
      </p>
    </>
  );
}
