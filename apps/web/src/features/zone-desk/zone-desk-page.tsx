import { useSearchParams } from 'react-router';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { AccessLogView } from './access-log-view.tsx';
import { InboxView } from './inbox-view.tsx';
import { LOG_PARAM, SHEET_PARAM } from './sheet-param.ts';
import { SheetView } from './sheet-view.tsx';
import './zone-desk.css';

/**
 * The competent zone's desk (issue 16): the inbox of the officer's zone, one declaration's sheet, or
 * (supervisors) the zone's access log.
 * Filters, page and open sheet live in the address, so Back, a reload and a shared link keep them.
 */
export function ZoneDeskPage() {
  const { ready } = usePageTexts('zone');
  const [params] = useSearchParams();
  const id = params.get(SHEET_PARAM);
  if (!ready) return <LoadingPage />;
  // A key per view: the page's heading takes the focus again when the officer goes from one to the other.
  if (id) return <SheetView key={id} id={id} />;
  return params.has(LOG_PARAM) ? <AccessLogView key="log" /> : <InboxView key="inbox" />;
}
