import {
  ZONE_FACT_TYPES,
  ZONE_OWNER_FILTERS,
  ZONE_PAGE_SIZE,
  ZONE_SEARCH_MAX,
  ZONE_SORTS,
  ZONE_STATES,
  type ZoneInboxQuery,
  type ZoneInboxRow,
} from '@pow/contracts/zone-desk';
import { DECLARATION_FORMS, formatBrusselsMoment, SUPERVISOR_ROLE } from '@pow/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-client.ts';
import { CheckboxField } from '../../shared/form-parts/checkbox-field.tsx';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useQueryLocale } from '../../shared/reference/reference-query.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { Paging } from './paging.tsx';
import { COUNTRY_PARAM, FILED_PARAM, LOG_PARAM, SHEET_PARAM } from './sheet-param.ts';
import { fetchInbox } from './zone-api.ts';

const FILTERS = [
  'q',
  'fact_type',
  'state',
  'owner',
  'new_information',
  'sort',
  'form',
  'from',
  'to',
] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;
/** The filters behind "More filters": open when one of them is in use. */
const MORE: readonly Filter[] = ['form', 'from', 'to'];

const filtersOf = (params: URLSearchParams): Filters =>
  Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;

/** How long a row has waited, in the zone's working hours: minutes under the hour, hours after. */
const ageOf = (t: TFunction<'zone'>, minutes: number) =>
  minutes < 60
    ? t('table.age_minutes', { count: minutes })
    : t('table.age_hours', { count: Math.floor(minutes / 60) });

/** A select of the filters' row: "all" first (unless `all` is empty), then each value in words. */
function FilterSelect<T extends string>(props: {
  readonly label: string;
  readonly value: string;
  readonly values: readonly T[];
  readonly text: (value: T) => string;
  readonly all: string;
  readonly onChange: (value: string) => void;
  readonly testId: string;
}) {
  const id = useId();
  return (
    <div className="field zone-filters__field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className="field__input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.testId}
      >
        {props.all && <option value="">{props.all}</option>}
        {props.values.map((value) => (
          <option key={value} value={value}>
            {props.text(value)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One declaration of the inbox: what happened, where, about whom, who has it, how long it waits. */
function InboxRow({ row, href }: { row: ZoneInboxRow; href: string }) {
  const { t } = usePageTexts('zone');
  const none = t('table.none');
  return (
    <li className="zone-row zone-row--inbox" data-testid={`zone-row-${row.register}`}>
      <h3 className="zone-row__title">
        <Link to={href} className="zone-row__link">
          {row.register}
        </Link>
      </h3>
      <dl className="zone-row__facts">
        <div>
          <dt>{t('table.fact_type')}</dt>
          <dd data-testid="zone-row-fact">{t(`fact_types.${row.fact_type}`)}</dd>
        </div>
        <div>
          <dt>{t('table.place')}</dt>
          <dd>{row.place ?? none}</dd>
        </div>
        <div>
          <dt>{t('table.person')}</dt>
          <dd>{row.person ?? none}</dd>
        </div>
        <div>
          <dt>{t('table.owner')}</dt>
          <dd>
            {row.owner
              ? row.owner_name
                ? t('sheet.officer_name', { name: row.owner_name, matricule: row.owner })
                : t('sheet.officer_unknown', { matricule: row.owner })
              : none}
          </dd>
        </div>
        <div>
          <dt>{t('table.received')}</dt>
          <dd>{formatBrusselsMoment(new Date(row.received_at))}</dd>
        </div>
        <div>
          <dt>{t('table.age')}</dt>
          <dd data-testid="zone-row-age">{ageOf(t, row.age_minutes)}</dd>
        </div>
        <div>
          <dt>{t('table.state')}</dt>
          <dd>
            <span className={`zone-state zone-state--${row.state}`}>{t(`states.${row.state}`)}</span>
          </dd>
        </div>
      </dl>
      {row.flags.length > 0 && (
        <ul className="zone-row__flags">
          {row.flags.map((flag) => (
            <li key={flag} className="zone-flag" data-testid={`zone-flag-${flag}`}>
              <span className="visually-hidden">{t('table.flags')}: </span>
              {t(`flags.${flag}`)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The inbox: a row of filters (what happened, state, whose, new information, order), the rest behind
 * "More filters", then the declarations of the zone a page at a time. At a desk's width each row is a
 * line of a table (issue 30, item 3); on a phone a card.
 */
export function InboxView() {
  const { t } = usePageTexts('zone');
  const locale = useQueryLocale();
  const supervisor = useSession().answer?.info.role === SUPERVISOR_ROLE;
  const [params, setParams] = useSearchParams();
  const applied = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filters>(applied);
  const ids = { search: useId(), hint: useId(), from: useId(), to: useId() };
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
  const set = (name: Filter) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const data = inbox.data;
  const error = inbox.error instanceof ApiError ? inbox.error.key : inbox.error ? 'error_occured' : undefined;
  // The sheet keeps the inbox's filters and page in the address, for its way back.
  const sheetLink = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(SHEET_PARAM, id);
    return `?${next}`;
  };
  const oldestFirst = applied.sort === 'oldest';

  return (
    <Page title={t('title')} testId="zone-desk">
      <p className="lead zone-lead">{t('intro')}</p>
      <ul className="zone-links">
        <li>
          <Link to={`?${FILED_PARAM}`} data-testid="zone-filed-link">
            {t('filed.link')}
          </Link>
        </li>
        {supervisor && (
          <li>
            <Link to={`?${LOG_PARAM}`} data-testid="zone-log-link">
              {t('log.link')}
            </Link>
          </li>
        )}
        {supervisor && (
          <li>
            <Link to={`?${COUNTRY_PARAM}`} data-testid="zone-country-link">
              {t('country.link')}
            </Link>
          </li>
        )}
      </ul>
      <section className="zone-filters" aria-labelledby={filtersTitle}>
        <h2 id={filtersTitle} className="visually-hidden">
          {t('filters.title')}
        </h2>
        <form onSubmit={submit} className="zone-filters__form" data-testid="zone-filters">
          <div className="field zone-filters__search">
            <label className="field__label" htmlFor={ids.search}>
              {t('filters.search')}
            </label>
            <input
              id={ids.search}
              className="field__input"
              type="search"
              maxLength={ZONE_SEARCH_MAX}
              aria-describedby={ids.hint}
              placeholder={t('filters.search_hint')}
              value={draft.q}
              onChange={(event) => set('q')(event.target.value)}
              data-testid="zone-search"
            />
            <span className="visually-hidden" id={ids.hint}>
              {t('filters.search_hint')}
            </span>
          </div>
          <FilterSelect
            label={t('filters.fact_type')}
            value={draft.fact_type}
            values={ZONE_FACT_TYPES}
            text={(code) => t(`fact_types.${code}`)}
            all={t('filters.all')}
            onChange={set('fact_type')}
            testId="zone-filter-fact-type"
          />
          <FilterSelect
            label={t('filters.state')}
            value={draft.state}
            values={ZONE_STATES}
            text={(state) => t(`states.${state}`)}
            all={t('filters.all')}
            onChange={set('state')}
            testId="zone-filter-state"
          />
          <FilterSelect
            label={t('filters.owner')}
            value={draft.owner}
            values={ZONE_OWNER_FILTERS}
            text={(owner) => t(`filters.owner_${owner}`)}
            all={t('filters.all')}
            onChange={set('owner')}
            testId="zone-filter-owner"
          />
          <FilterSelect
            label={t('filters.sort')}
            value={draft.sort || 'newest'}
            values={ZONE_SORTS}
            text={(sort) => t(`filters.sort_${sort}`)}
            all=""
            onChange={(sort) => set('sort')(sort === 'newest' ? '' : sort)}
            testId="zone-filter-sort"
          />
          <CheckboxField
            label={t('filters.new_information')}
            checked={draft.new_information === 'true'}
            onCheckedChange={(checked) => set('new_information')(checked ? 'true' : '')}
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
          <details className="zone-filters__more" open={MORE.some((name) => applied[name]) || undefined}>
            <summary>{t('filters.more')}</summary>
            <div className="zone-filters__more-fields">
              <FilterSelect
                label={t('filters.form')}
                value={draft.form}
                values={DECLARATION_FORMS}
                // A form added since the desk's texts were written is named by its id until they name it.
                text={(form) => t(`forms.${form}` as 'forms.person', { defaultValue: form })}
                all={t('filters.all')}
                onChange={set('form')}
                testId="zone-filter-form"
              />
              <div className="field zone-filters__field">
                <label className="field__label" htmlFor={ids.from}>
                  {t('filters.from')}
                </label>
                <input
                  id={ids.from}
                  className="field__input"
                  type="date"
                  value={draft.from}
                  onChange={(event) => set('from')(event.target.value)}
                />
              </div>
              <div className="field zone-filters__field">
                <label className="field__label" htmlFor={ids.to}>
                  {t('filters.to')}
                </label>
                <input
                  id={ids.to}
                  className="field__input"
                  type="date"
                  value={draft.to}
                  onChange={(event) => set('to')(event.target.value)}
                />
              </div>
            </div>
          </details>
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
        <>
          {/* The columns' names over the lines at a desk's width; each row names its own for a screen reader. */}
          <div className="zone-columns" aria-hidden="true">
            <span>{t('table.register')}</span>
            <span>{t('table.fact_type')}</span>
            <span>{t('table.place')}</span>
            <span>{t('table.person')}</span>
            <span>{t('table.owner')}</span>
            <span>{t('table.received')}</span>
            <span>{t('table.age')}</span>
            <span>{t('table.state')}</span>
          </div>
          <ul
            className="zone-rows zone-rows--inbox"
            aria-label={t(oldestFirst ? 'table.caption_oldest' : 'table.caption')}
            data-testid="zone-rows"
          >
            {data.rows.map((row) => (
              <InboxRow key={row.id} row={row} href={sheetLink(row.id)} />
            ))}
          </ul>
        </>
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
