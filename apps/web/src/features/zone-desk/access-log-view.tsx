import { ZONE_LOG_ACTIONS, ZONE_PAGE_SIZE, type ZoneAccessLogQuery } from '@pow/contracts/zone-desk';
import { formatBrusselsSecond } from '@pow/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-client.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useQueryLocale } from '../../shared/reference/reference-query.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Paging } from './paging.tsx';
import { LOG_PARAM } from './sheet-param.ts';
import { accessLogExportHref, fetchAccessLog } from './zone-api.ts';

const FILTERS = ['matricule', 'register', 'action'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const filtersOf = (params: URLSearchParams): Filters =>
  Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;

/**
 * The zone's access log for its supervisor and an auditor: who read, downloaded, changed or was refused
 * what, and when, to the second; filtered by officer, declaration and action, and exported as CSV with
 * the same filters (issue 30, item 7).
 */
export function AccessLogView() {
  const { t } = usePageTexts('zone');
  const locale = useQueryLocale();
  const [params, setParams] = useSearchParams();
  const applied = filtersOf(params);
  const [draft, setDraft] = useState<Filters>(applied);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const ids = { title: useId(), matricule: useId(), register: useId(), action: useId() };
  const query = { ...applied, page } as ZoneAccessLogQuery;
  const log = useQuery({
    queryKey: ['zone-access-log', query],
    queryFn: ({ signal }) => fetchAccessLog(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const go = (filters: Filters, to: number) => {
    const next = new URLSearchParams({ [LOG_PARAM]: '' });
    for (const name of FILTERS) if (filters[name].trim()) next.set(name, filters[name].trim());
    if (to > 1) next.set('page', String(to));
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft, 1);
  };
  const reset = () => {
    const empty = filtersOf(new URLSearchParams());
    setDraft(empty);
    go(empty, 1);
  };
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const error = log.error instanceof ApiError ? log.error.key : log.error ? 'error_occured' : undefined;
  const exportQuery = Object.fromEntries(FILTERS.filter((name) => applied[name]).map((n) => [n, applied[n]]));

  return (
    <Page title={t('log.title')} testId="zone-access-log">
      <p>
        <Link to="?" className="zone-back">
          {t('sheet.back')}
        </Link>
      </p>
      <p className="lead zone-lead">{t('log.intro')}</p>
      <section className="zone-filters" aria-labelledby={ids.title}>
        <h2 id={ids.title} className="visually-hidden">
          {t('log.filters.title')}
        </h2>
        <form onSubmit={submit} className="zone-filters__form" data-testid="zone-log-filters">
          <div className="field zone-filters__field">
            <label className="field__label" htmlFor={ids.matricule}>
              {t('log.filters.matricule')}
            </label>
            <input
              id={ids.matricule}
              className="field__input"
              inputMode="numeric"
              maxLength={40}
              value={draft.matricule}
              onChange={set('matricule')}
              data-testid="zone-log-filter-matricule"
            />
          </div>
          <div className="field zone-filters__field">
            <label className="field__label" htmlFor={ids.register}>
              {t('log.filters.register')}
            </label>
            <input
              id={ids.register}
              className="field__input"
              maxLength={40}
              value={draft.register}
              onChange={set('register')}
              data-testid="zone-log-filter-register"
            />
          </div>
          <div className="field zone-filters__field">
            <label className="field__label" htmlFor={ids.action}>
              {t('log.filters.action')}
            </label>
            <select
              id={ids.action}
              className="field__input"
              value={draft.action}
              onChange={set('action')}
              data-testid="zone-log-filter-action"
            >
              <option value="">{t('log.filters.all')}</option>
              {ZONE_LOG_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`log.actions.${action}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="button-row zone-filters__buttons">
            <button type="submit" className="button" data-testid="zone-log-apply">
              {t('log.filters.apply')}
            </button>
            <button type="button" className="button button--secondary" onClick={reset}>
              {t('log.filters.reset')}
            </button>
          </div>
        </form>
      </section>
      <p>
        <a href={accessLogExportHref(exportQuery, locale)} download data-testid="zone-log-export">
          {t('log.export')}
        </a>
      </p>
      <div role="status" className="zone-count" data-testid="zone-log-count">
        {log.data && !error ? t('log.count', { count: log.data.total }) : ''}
      </div>
      {error && (
        <p className="field__notice field__notice--error" role="alert">
          {error === 'error_no_rights'
            ? t('error_no_rights', { ns: 'translation' })
            : t(`errors.${error}`, { defaultValue: t('errors.error_zone_filter') })}
        </p>
      )}
      {log.data && log.data.rows.length === 0 && <p>{t('log.empty')}</p>}
      {log.data && log.data.rows.length > 0 && (
        <ul className="zone-rows" aria-label={t('log.caption')} data-testid="zone-log-rows">
          {log.data.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a log line is known by its place on the page
            <li key={index} className="zone-row" data-testid={`zone-log-line-${row.action}`}>
              <dl className="zone-row__facts">
                <div>
                  <dt>{t('log.at')}</dt>
                  <dd>{formatBrusselsSecond(new Date(row.at))}</dd>
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
      {log.data && (
        <Paging page={page} total={log.data.total} size={ZONE_PAGE_SIZE} onPage={(to) => go(applied, to)} />
      )}
    </Page>
  );
}
