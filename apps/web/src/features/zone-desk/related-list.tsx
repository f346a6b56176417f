import type { ZoneRelated } from '@pow/contracts/zone-desk';
import { formatBrusselsMoment, type Locale } from '@pow/domain';
import { Link, useSearchParams } from 'react-router';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { SHEET_PARAM } from './sheet-param.ts';
import './serial-fraud.css';

/**
 * The sheet's identifiers that other declarations name too, in any zone (issue 31): for each, the other
 * declarations by register number, zone, date and form. One of the officer's own zone opens here; another
 * zone's is only its number, to quote when calling that zone (its sheet answers 404, as before).
 */
export function RelatedList({ related, lang }: { related: readonly ZoneRelated[]; lang: Locale }) {
  const { t } = usePageTexts('zone');
  const [params] = useSearchParams();
  const sheetOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(SHEET_PARAM, id);
    return `?${next}`;
  };

  return (
    <section aria-labelledby="zone-related" className="zone-related" data-testid="zone-sheet-related">
      <h2 id="zone-related">{t('related.title')}</h2>
      {related.length === 0 ? (
        <p data-testid="zone-related-none">{t('related.none')}</p>
      ) : (
        <>
          <p>{t('related.intro')}</p>
          <ul className="zone-rows">
            {related.map((identifier) => (
              <li
                key={`${identifier.kind} ${identifier.value}`}
                className="zone-row"
                data-testid={`zone-related-${identifier.kind}`}
              >
                <h3 className="zone-row__title zone-related__value">
                  {t('identifier_heading', {
                    kind: t(`identifier_kinds.${identifier.kind}`),
                    value: identifier.value,
                  })}
                </h3>
                <p className="zone-related__count">
                  {t('related.also_named', { count: identifier.total })}
                  {identifier.total > identifier.declarations.length &&
                    ` ${t('related.newest', { shown: identifier.declarations.length })}`}
                </p>
                <ul className="zone-related__declarations">
                  {identifier.declarations.map((other) => (
                    <li key={other.register}>
                      <span className="zone-related__register">
                        {other.id ? (
                          <Link
                            to={sheetOf(other.id)}
                            aria-label={t('related.open', { register: other.register })}
                          >
                            {other.register}
                          </Link>
                        ) : (
                          other.register
                        )}
                      </span>{' '}
                      <span>
                        {t('related.declaration', {
                          zone: other.own_zone ? t('related.own_zone', { zone: other.zone }) : other.zone,
                          at: formatBrusselsMoment(new Date(other.received_at)),
                        })}{' '}
                        (<span lang={lang}>{other.form_title}</span>)
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
