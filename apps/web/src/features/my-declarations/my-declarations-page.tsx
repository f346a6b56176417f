import { MY_DECLARATIONS_PAGE_SIZE } from '@pow/contracts/my-declarations';
import { formatBrusselsMoment } from '@pow/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-client.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useQueryLocale } from '../../shared/reference/reference-query.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { fetchMyDeclarations } from './my-declarations-api.ts';
import './my-declarations.css';

/** Previous and next page, as links: Back and a reload keep the page. */
function Paging({ page, total }: { page: number; total: number }) {
  const { t } = usePageTexts('my-declarations');
  const pages = Math.max(1, Math.ceil(total / MY_DECLARATIONS_PAGE_SIZE));
  if (pages <= 1) return null;
  const to = (target: number) => (target > 1 ? `?page=${target}` : '?');
  return (
    <nav className="mine-paging" aria-label={t('paging.label')}>
      {page > 1 && <Link to={to(page - 1)}>{t('paging.previous')}</Link>}
      <span>{t('paging.page', { page, pages })}</span>
      {page < pages && <Link to={to(page + 1)}>{t('paging.next')}</Link>}
    </nav>
  );
}

/**
 * My declarations (issue 17): a citizen signed in with the federal identity sees, newest first, every
 * declaration their national number owns, an officer's for them included, each leading to its timeline.
 */
export function MyDeclarationsPage() {
  const { t, ready } = usePageTexts('my-declarations');
  const locale = useQueryLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const mine = useQuery({
    queryKey: ['my-declarations', page, locale],
    queryFn: ({ signal }) => fetchMyDeclarations(page, locale, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (!ready) return <LoadingPage />;
  const data = mine.data;
  const error = mine.error instanceof ApiError ? mine.error.key : mine.error ? 'error_occured' : undefined;

  return (
    <Page title={t('title')} trail={[]} testId="my-declarations">
      <p className="lead">{t('intro')}</p>
      <p>{t('manual_note')}</p>
      <div role="status" className="mine-count" data-testid="my-declarations-count">
        {error ? '' : data ? t('count', { count: data.total }) : t('loading')}
      </div>
      {error && (
        <p className="callout callout--error" role="alert" data-testid="my-declarations-error">
          {t(`errors.${error}`, { defaultValue: t('errors.error_404') })}
        </p>
      )}
      {data && data.rows.length === 0 && <p data-testid="my-declarations-empty">{t('empty')}</p>}
      {data && data.rows.length > 0 && (
        <ul className="mine-rows" aria-label={t('caption')} data-testid="my-declarations-rows">
          {data.rows.map((row) => (
            <li key={row.id} className="mine-row" data-testid={`my-declaration-${row.register}`}>
              <h2 className="mine-row__title">
                <AppLink to={`my-declarations/${row.id}`} className="mine-row__link">
                  {row.register}
                </AppLink>
              </h2>
              <dl className="mine-facts">
                <div>
                  <dt>{t('row.form')}</dt>
                  <dd>{row.form_title}</dd>
                </div>
                <div>
                  <dt>{t('row.received')}</dt>
                  <dd>{formatBrusselsMoment(new Date(row.received_at))}</dd>
                </div>
                <div>
                  <dt>{t('row.zone')}</dt>
                  <dd>{row.zone_name}</dd>
                </div>
                <div>
                  <dt>{t('row.stage')}</dt>
                  <dd data-testid="my-declaration-stage">{t(`stages.${row.stage}`)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {data && <Paging page={data.page} total={data.total} />}
    </Page>
  );
}
