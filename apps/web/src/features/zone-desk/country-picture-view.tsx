import { formatBrusselsMoment } from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/api-client.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { useQueryLocale } from '../../shared/reference/reference-query.ts';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { countryPictureCsvHref, fetchCountryPicture } from './country-api.ts';
import './serial-fraud.css';

/** A day as Belgians write it (dd/mm/yyyy), in Brussels time. */
const dayOf = (iso: string) => formatBrusselsMoment(new Date(iso)).slice(0, 10);

/**
 * The country's picture for supervisors (issue 31): the IBANs, phones, e-mails, sites and profiles named
 * in three or more declarations of the last 30 days, every zone together, the most named first, with
 * their counts by zone and first and last dates; the whole list as CSV.
 */
export function CountryPictureView() {
  const { t } = usePageTexts('zone');
  const lang = useQueryLocale();
  const picture = useQuery({
    queryKey: ['zone-country-picture', lang],
    queryFn: ({ signal }) => fetchCountryPicture(lang, signal),
    retry: false,
  });
  if (picture.isPending) return <LoadingPage />;
  const error =
    picture.error instanceof ApiError ? picture.error.key : picture.error ? 'error_occured' : undefined;

  return (
    <Page title={t('country.title')} testId="zone-country-picture">
      <p>
        <Link to="?" className="zone-back">
          {t('sheet.back')}
        </Link>
      </p>
      <p className="lead">{t('country.intro')}</p>
      {error && (
        <p className="field__notice field__notice--error" role="alert">
          {error === 'error_no_rights' ? t('error_no_rights', { ns: 'translation' }) : t('errors.error_404')}
        </p>
      )}
      {picture.data && (
        <>
          <p>
            {t('country.since', { date: dayOf(picture.data.since) })}{' '}
            <a href={countryPictureCsvHref(lang)} download data-testid="zone-country-export">
              {t('country.export')}
            </a>
          </p>
          {picture.data.rows.length === 0 && <p>{t('country.empty')}</p>}
          {picture.data.rows.length > 0 && (
            <ul className="zone-rows" aria-label={t('country.caption')} data-testid="zone-country-rows">
              {picture.data.rows.map((row) => (
                <li
                  key={`${row.kind} ${row.value}`}
                  className="zone-row"
                  data-testid={`zone-country-${row.kind}`}
                >
                  <h2 className="zone-row__title zone-country__value">
                    {t('identifier_heading', { kind: t(`identifier_kinds.${row.kind}`), value: row.value })}
                  </h2>
                  <dl className="zone-facts">
                    {row.bank !== null && (
                      <div>
                        <dt>{t('country.bank')}</dt>
                        <dd>{row.bank}</dd>
                      </div>
                    )}
                    <div>
                      <dt>{t('country.declarations')}</dt>
                      <dd>{row.declarations}</dd>
                    </div>
                    <div>
                      <dt>{t('country.zones')}</dt>
                      <dd>
                        <ul className="zone-country__zones">
                          {row.zones.map((zone) => (
                            <li key={zone.zone}>
                              {t('country.zone_count', { zone: zone.zone, count: zone.declarations })}
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('country.first_at')}</dt>
                      <dd>{formatBrusselsMoment(new Date(row.first_at))}</dd>
                    </div>
                    <div>
                      <dt>{t('country.last_at')}</dt>
                      <dd>{formatBrusselsMoment(new Date(row.last_at))}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
          {picture.data.more && <p>{t('country.more', { count: picture.data.rows.length })}</p>}
        </>
      )}
    </Page>
  );
}
