import { ZONE_PAGE_SIZE, ZONE_SEARCH_MAX, ZONE_STATES, type ZoneInboxQuery } from '@pow/contracts/zone-desk';
import { DECLARATION_FORMS, formatBrusselsMoment, SUPERVISOR_ROLE } from '@pow/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-client.ts';
import { CheckboxField } from '../../shared/form-parts/checkbox-field.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useQueryLocale } from '../../shared/reference/reference-query.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { Paging } from './paging.tsx';
import { LOG_PARAM, SHEET_PARAM } from './sheet-param.ts';
import { fetchInbox } from './zone-api.ts';

const FILTERS = ['q', 'state', 'form', 'from', 'to', 'new_information'] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;

const filtersOf = (params: URLSearchParams): Filters =>
  Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;

/** The inbox: filters, then the declarations of the zone a page at a time, newest first. */
export function InboxView() {
  const { t } = usePageTexts('zone');
  const locale = useQueryLocale();
  const supervisor = useSession().answer?.info.role === SUPERVISOR_ROLE;
  const [params, setParams] = useSearchParams();
  const applied = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filters>(applied);
  const ids = { search: useId(), hint: useId(), state: useId(), form: useId(), from: useId(), to: useId() };
  const filtersTitle = useId();

  const query: ZoneInboxQuery = { ...applied, page, lang: locale } as ZoneInboxQuery;
  const inbox = useQuery({
    queryKey: ['zone-inbox', query],
    queryFn: ({ signal }) => fetchInbox(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const go = (filters: Filters, toPage: number) => {
    const next = new URLSearchParams();
    for (const name of FILTERS) if (filters[name]) next.set(name, filters[name]);
    if (toPage > 1) next.set('page', String(toPage));
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
  const set = (name: Filter) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const data = inbox.data;
  const error = inbox.error instanceof ApiError ? inbox.error.key : inbox.error ? 'error_occured' : undefined;
  // The sheet keeps the inbox's filters and page in the address, for its way back.
  const sheetLink = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(SHEET_PARAM, id);
    return `?${next}`;
  };

  return (
    <Page title={t('title')} testId="zone-desk">
      <p className="lead">{t('intro')}</p>
      {supervisor && (
        <p>
          <Link to={`?${LOG_PARAM}`} data-testid="zone-log-link">
            {t('log.link')}
          </Link>
        </p>
      )}
      <section className="zone-filters" aria-labelledby={filtersTitle}>
        <h2 id={filtersTitle}>{t('filters.title')}</h2>
        <form onSubmit={submit} className="zone-filters__form" data-testid="zone-filters">
          <div className="field zone-filters__search">
            <label className="field__label" htmlFor={ids.search}>
              {t('filters.search')}
            </label>
            <p className="field__hint" id={ids.hint}>
              {t('filters.search_hint')}
            </p>
            <input
              id={ids.search}
              className="field__input"
              type="search"
              maxLength={ZONE_SEARCH_MAX}
              aria-describedby={ids.hint}
              value={draft.q}
              onChange={set('q')}
              data-testid="zone-search"
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.state}>
              {t('filters.state')}
            </label>
            <select
              id={ids.state}
              className="field__input"
              value={draft.state}
              onChange={set('state')}
              data-testid="zone-filter-state"
            >
              <option value="">{t('filters.all')}</option>
              {ZONE_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`states.${state}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.form}>
              {t('filters.form')}
            </label>
            <select
              id={ids.form}
              className="field__input"
              value={draft.form}
              onChange={set('form')}
              data-testid="zone-filter-form"
            >
              <option value="">{t('filters.all')}</option>
              {DECLARATION_FORMS.map((form) => (
                <option key={form} value={form}>
                  {t(`forms.${form}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.from}>
              {t('filters.from')}
            </label>
            <input
              id={ids.from}
              className="field__input"
              type="date"
              value={draft.from}
              onChange={set('from')}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.to}>
              {t('filters.to')}
            </label>
            <input id={ids.to} className="field__input" type="date" value={draft.to} onChange={set('to')} />
          </div>
          <CheckboxField
            label={t('filters.new_information')}
            checked={draft.new_information === 'true'}
            onCheckedChange={(checked) =>
              setDraft((current) => ({ ...current, new_information: checked ? 'true' : '' }))
            }
            error={undefined}
            testId="zone-filter-new-information"
          />
          <div className="button-row zone-filters__buttons">
            <button type="submit" className="button" data-testid="zone-apply">
              {t('filters.apply')}
            </button>
            <button type="button" className="button button--secondary" onClick={reset}>
              {t('filters.reset')}
            </button>
          </div>
        </form>
      </section>

      <div role="status" className="zone-count" data-testid="zone-count">
        {error
          ? ''
          : data
            ? data.more
              ? t('count_more', { number: new Intl.NumberFormat(locale).format(data.total) })
              : t('count', { count: data.total })
            : t('loading')}
      </div>
      {error && (
        <p className="field__notice field__notice--error" role="alert" data-testid="zone-error">
          {t(`errors.${error}`, { defaultValue: t('errors.error_zone_filter') })}
        </p>
      )}
      {data && data.rows.length === 0 && <p data-testid="zone-empty">{t('empty')}</p>}
      {data && data.rows.length > 0 && (
        <ul className="zone-rows" aria-label={t('table.caption')} data-testid="zone-rows">
          {data.rows.map((row) => (
            <li key={row.id} className="zone-row" data-testid={`zone-row-${row.register}`}>
              <h3 className="zone-row__title">
                <Link to={sheetLink(row.id)} className="zone-row__link">
                  {row.register}
                </Link>
              </h3>
              <dl className="zone-row__facts">
                <div>
                  <dt>{t('table.form')}</dt>
                  <dd>{row.form_title}</dd>
                </div>
                <div>
                  <dt>{t('table.received')}</dt>
                  <dd>{formatBrusselsMoment(new Date(row.received_at))}</dd>
                </div>
                <div>
                  <dt>{t('table.state')}</dt>
                  <dd>
                    <span className={`zone-state zone-state--${row.state}`}>{t(`states.${row.state}`)}</span>
                  </dd>
                </div>
              </dl>
              {row.flags.map((flag) => (
                <p key={flag} className="zone-flag" data-testid={`zone-flag-${flag}`}>
                  <span className="visually-hidden">{t('table.flags')}: </span>
                  {t(`flags.${flag}`)}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Paging
          page={page}
          total={data.total}
          size={ZONE_PAGE_SIZE}
          more={data.more}
          full={data.rows.length === ZONE_PAGE_SIZE}
          onPage={(to) => go(applied, to)}
        />
      )}
    </Page>
  );
}
