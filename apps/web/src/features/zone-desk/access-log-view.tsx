import { ZONE_PAGE_SIZE } from '@pow/contracts/zone-desk';
import { formatBrusselsMoment } from '@pow/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-client.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Paging } from './paging.tsx';
import { LOG_PARAM } from './sheet-param.ts';
import { fetchAccessLog } from './zone-api.ts';

/** The zone's access log for its supervisor: who read, downloaded or changed what, and when. */
export function AccessLogView() {
  const { t } = usePageTexts('zone');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useQuery({
    queryKey: ['zone-access-log', page],
    queryFn: ({ signal }) => fetchAccessLog(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const toPage = (to: number) =>
    setParams(new URLSearchParams(to > 1 ? { [LOG_PARAM]: '', page: String(to) } : { [LOG_PARAM]: '' }));
  const error = log.error instanceof ApiError ? log.error.key : log.error ? 'error_occured' : undefined;

  return (
    <Page title={t('log.title')} testId="zone-access-log">
      <p>
        <Link to="?" className="zone-back">
          {t('sheet.back')}
        </Link>
      </p>
      <p className="lead">{t('log.intro')}</p>
      {error && (
        <p className="field__notice field__notice--error" role="alert">
          {error === 'error_no_rights' ? t('error_no_rights', { ns: 'translation' }) : t('errors.error_404')}
        </p>
      )}
      {log.data && log.data.rows.length === 0 && <p>{t('log.empty')}</p>}
      {log.data && log.data.rows.length > 0 && (
        <ul className="zone-rows" aria-label={t('log.caption')} data-testid="zone-log-rows">
          {log.data.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a log line is known by its place on the page
            <li key={index} className="zone-row">
              <dl className="zone-row__facts">
                <div>
                  <dt>{t('log.at')}</dt>
                  <dd>{formatBrusselsMoment(new Date(row.at))}</dd>
                </div>
                <div>
                  <dt>{t('log.officer')}</dt>
                  <dd>{t('log.officer_name', { name: row.officer_name, matricule: row.matricule })}</dd>
                </div>
                {row.register !== null && (
                  <div>
                    <dt>{t('log.register')}</dt>
                    <dd>{row.register}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('log.action')}</dt>
                  <dd>{t(`log.actions.${row.action}`)}</dd>
                </div>
                {row.filename !== null && (
                  <div>
                    <dt>{t('log.file')}</dt>
                    <dd>{row.filename}</dd>
                  </div>
                )}
                {row.subject !== null && (
                  <div>
                    <dt>{t('log.subject')}</dt>
                    <dd>{row.subject}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('log.address')}</dt>
                  <dd>{row.address}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {log.data && <Paging page={page} total={log.data.total} size={ZONE_PAGE_SIZE} onPage={toPage} />}
    </Page>
  );
}
