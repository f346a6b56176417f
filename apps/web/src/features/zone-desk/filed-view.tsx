import { ZONE_PAGE_SIZE } from '@pow/contracts/zone-desk';
import { formatBrusselsMoment } from '@pow/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-client.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useQueryLocale } from '../../shared/reference/reference-query.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Paging } from './paging.tsx';
import { FILED_PARAM, SHEET_PARAM } from './sheet-param.ts';
import { fetchFiled } from './zone-api.ts';

/**
 * What the officer filed for victims, whatever the zone (issue 30, item 4): each declaration's number,
 * zone, state and dates; the sheet opens only for their own zone's (another zone's stays 404).
 */
export function FiledView() {
  const { t } = usePageTexts('zone');
  const locale = useQueryLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filed = useQuery({
    queryKey: ['zone-filed', page, locale],
    queryFn: ({ signal }) => fetchFiled(page, locale, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const toPage = (to: number) =>
    setParams(new URLSearchParams(to > 1 ? { [FILED_PARAM]: '', page: String(to) } : { [FILED_PARAM]: '' }));
  const at = (iso: string | null) => (iso ? formatBrusselsMoment(new Date(iso)) : t('table.none'));
  const data = filed.data;

  return (
    <Page title={t('filed.title')} testId="zone-filed">
      <p>
        <Link to="?" className="zone-back">
          {t('sheet.back')}
        </Link>
      </p>
      <p className="lead">{t('filed.intro')}</p>
      <div role="status" className="zone-count" data-testid="zone-filed-count">
        {filed.error ? '' : data ? t('filed.count', { count: data.total }) : t('loading')}
      </div>
      {filed.error && (
        <p className="field__notice field__notice--error" role="alert">
          {filed.error instanceof ApiError && filed.error.key === 'error_no_rights'
            ? t('error_no_rights', { ns: 'translation' })
            : t('error_occured', { ns: 'translation' })}
        </p>
      )}
      {data && data.rows.length === 0 && <p>{t('filed.empty')}</p>}
      {data && data.rows.length > 0 && (
        <ul className="zone-rows" aria-label={t('filed.caption')} data-testid="zone-filed-rows">
          {data.rows.map((row) => (
            <li key={row.id} className="zone-row" data-testid={`zone-filed-${row.register}`}>
              <h2 className="zone-row__title">
                {row.own_zone ? (
                  <Link to={`?${SHEET_PARAM}=${row.id}`} className="zone-row__link">
                    {row.register}
                  </Link>
                ) : (
                  row.register
                )}
              </h2>
              {!row.own_zone && <p className="zone-files__details">{t('filed.other_zone')}</p>}
              <dl className="zone-row__facts">
                <div>
                  <dt>{t('filed.zone')}</dt>
                  <dd data-testid="zone-filed-zone">{row.zone_name}</dd>
                </div>
                <div>
                  <dt>{t('filed.state')}</dt>
                  <dd data-testid="zone-filed-state">
                    {row.state ? (
                      <span className={`zone-state zone-state--${row.state}`}>
                        {t(`states.${row.state}`)}
                      </span>
                    ) : (
                      t('filed.on_its_way')
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t('filed.filed_at')}</dt>
                  <dd>{at(row.filed_at)}</dd>
                </div>
                <div>
                  <dt>{t('filed.at_zone')}</dt>
                  <dd>{at(row.at_zone_at)}</dd>
                </div>
                <div>
                  <dt>{t('filed.taken')}</dt>
                  <dd>{at(row.taken_at)}</dd>
                </div>
                <div>
                  <dt>{t('filed.handled')}</dt>
                  <dd>{at(row.handled_at)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {data && <Paging page={page} total={data.total} size={ZONE_PAGE_SIZE} onPage={toPage} />}
    </Page>
  );
}
