import { useSearchParams } from 'react-router';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { AccessLogView } from './access-log-view.tsx';
import { CountryPictureView } from './country-picture-view.tsx';
import { FiledView } from './filed-view.tsx';
import { InboxView } from './inbox-view.tsx';
import { COUNTRY_PARAM, FILED_PARAM, LOG_PARAM, SHEET_PARAM } from './sheet-param.ts';
import { SheetView } from './sheet-view.tsx';
import './zone-desk.css';

/**
 * The competent zone's desk (issue 16): the inbox of the officer's zone, one declaration's sheet, what
 * the officer filed for victims, or (supervisors) the zone's access log and the country's picture of
 * serial fraud.
 * Filters, page and open sheet live in the address, so Back, a reload and a shared link keep them.
 */
export function ZoneDeskPage() {
  const { ready } = usePageTexts('zone');
  const [params] = useSearchParams();
  const id = params.get(SHEET_PARAM);
  if (!ready) return <LoadingPage />;
  // A key per view: the page's heading takes the focus again when the officer goes from one to the other.
  if (id) return <SheetView key={id} id={id} />;
  if (params.has(FILED_PARAM)) return <FiledView key="filed" />;
  if (params.has(COUNTRY_PARAM)) return <CountryPictureView key="country" />;
  return params.has(LOG_PARAM) ? <AccessLogView key="log" /> : <InboxView key="inbox" />;
}
