import type { ZoneCase, ZoneHandover, ZoneSheet } from '@pow/contracts/zone-desk';
import {
  calendarDuration,
  formatBrusselsMoment,
  formatFileSize,
  isLocale,
  LANGUAGE_NAMES,
  LOCALES,
  type Locale,
  portalWallClock,
} from '@pow/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-client.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { PassedOnList } from '../../shared/passed-on/passed-on-list.tsx';
import { useQueryLocale } from '../../shared/reference/reference-query.ts';
import { SummaryEntries } from '../../shared/summary/summary-entries.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { CaseActions } from './case-actions.tsx';
import { CaseHistory, officerName } from './case-history.tsx';
import { HandoverStatus } from './handover-status.tsx';
import { PrintSheet } from './print-sheet.tsx';
import { RelatedList } from './related-list.tsx';
import { SHEET_PARAM } from './sheet-param.ts';
import { downloadHref, fetchSheet } from './zone-api.ts';

/** The type found in a file's content, as an officer names it: `application/pdf` → PDF, `image/jpeg` → JPEG. */
const fileTypeOf = (contentType: string) => contentType.split('/')[1]?.toUpperCase() ?? contentType;

/**
 * How long ago a declaration was received, in calendar days of Brussels: in years, months, weeks or days
 * as one says it (`calendarDuration`), never "45 days".
 */
export const receivedAgo = (receivedAt: Date, now: Date) =>
  calendarDuration(portalWallClock(receivedAt).date, portalWallClock(now).date);

/** The query key of a sheet in every language: a change on the desk refreshes them all. */
export const sheetKey = (id: string) => ['zone-sheet', id] as const;

/** One declaration as the PDF says it, in the language the officer picks, with its files and state. */
export function SheetView({ id }: { id: string }) {
  const { t } = usePageTexts('zone');
  const interfaceLocale = useQueryLocale();
  const [params, setParams] = useSearchParams();
  const asked = params.get('lang');
  const lang: Locale = isLocale(asked) ? asked : interfaceLocale;
  const queryClient = useQueryClient();
  const sheet = useQuery({
    queryKey: [...sheetKey(id), lang],
    queryFn: ({ signal }) => fetchSheet(id, lang, signal),
    retry: false,
    // Another language of the same sheet keeps the sheet on screen until it arrives: the page is not
    // replaced by a loading page, so focus stays on the language chosen (WCAG 3.2.2).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  });

  const chooseLanguage = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('lang', value);
    setParams(next, { replace: true });
  };
  /** The desk's new state, shown at once; the other languages and the inbox are read again. */
  const changed = (zoneCase: ZoneCase) => {
    queryClient.setQueryData<ZoneSheet>([...sheetKey(id), lang], (old) => old && { ...old, ...zoneCase });
    void queryClient.invalidateQueries({ queryKey: sheetKey(id), predicate: (q) => q.queryKey[2] !== lang });
    void queryClient.invalidateQueries({ queryKey: ['zone-inbox'] });
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: sheetKey(id) });

  const inbox = new URLSearchParams(params);
  inbox.delete(SHEET_PARAM);
  inbox.delete('lang');
  const back = (
    <p>
      <Link to={`?${inbox}`} className="zone-back" data-testid="zone-back">
        {t('sheet.back')}
      </Link>
    </p>
  );
  if (sheet.isPending) return <LoadingPage />;
  if (sheet.isError) {
    const key = sheet.error instanceof ApiError ? sheet.error.key : 'error_occured';
    return (
      <Page title={t('title')} testId="zone-sheet-missing">
        {back}
        <p role="alert">{t(`errors.${key}`, { defaultValue: t('errors.error_404') })}</p>
      </Page>
    );
  }
  const data = sheet.data;
  const at = (iso: string | null) => (iso ? formatBrusselsMoment(new Date(iso)) : '');
  const ago = receivedAgo(new Date(data.received_at), new Date());
  /** A hand-over sent again: its new state at once, the other languages read again. */
  const resent = (number: number | undefined) => (handover: ZoneHandover) => {
    queryClient.setQueryData<ZoneSheet>([...sheetKey(id), lang], (old) =>
      !old
        ? old
        : number === undefined
          ? { ...old, handover }
          : {
              ...old,
              addenda: old.addenda.map((addendum) =>
                addendum.number === number ? { ...addendum, handover } : addendum,
              ),
            },
    );
    void queryClient.invalidateQueries({ queryKey: sheetKey(id), predicate: (q) => q.queryKey[2] !== lang });
  };

  return (
    <Page title={t('sheet.title', { register: data.register })} testId="zone-sheet">
      {back}
      <PrintSheet />
      {/* Buttons, not a select: a closed select acts on an arrow key and redraws the sheet (WCAG 3.2.2). */}
      <fieldset className="fieldset zone-language" data-testid="zone-sheet-language">
        <legend className="field__label">{t('sheet.language')}</legend>
        <div className="zone-language__choices">
          {LOCALES.map((locale) => (
            <button
              key={locale}
              type="button"
              className={locale === lang ? 'button' : 'button button--secondary'}
              lang={locale}
              aria-pressed={locale === lang}
              onClick={() => chooseLanguage(locale)}
              data-testid={`zone-sheet-language-${locale}`}
            >
              {LANGUAGE_NAMES[locale]}
            </button>
          ))}
        </div>
      </fieldset>

      {data.flags.map((flag) => (
        <p key={flag} className="zone-flag" data-testid={`zone-sheet-flag-${flag}`}>
          {t(`flags.${flag}`)}
        </p>
      ))}

      <dl className="zone-facts" data-testid="zone-sheet-facts">
        <div>
          <dt>{t('sheet.form')}</dt>
          <dd lang={lang}>{data.form_title}</dd>
        </div>
        <div>
          <dt>{t('sheet.received')}</dt>
          <dd>
            {at(data.received_at)}
            {ago && (
              <span data-testid="zone-sheet-received-ago">
                {' ('}
                {ago.unit === 'days' && ago.count === 0
                  ? t('sheet.received_today')
                  : t(`sheet.received_ago.${ago.unit}`, { count: ago.count })}
                {')'}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('sheet.declared_in')}</dt>
          <dd>{t(`languages.${data.language}`)}</dd>
        </div>
        <div>
          <dt>{t('sheet.zone')}</dt>
          <dd>{data.zone_name}</dd>
        </div>
        <div>
          <dt>{t('sheet.state')}</dt>
          <dd data-testid="zone-sheet-state">
            <span className={`zone-state zone-state--${data.state}`}>{t(`states.${data.state}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('sheet.owner')}</dt>
          <dd data-testid="zone-sheet-owner">
            {data.owner ? officerName(t, data.officers, data.owner) : t('sheet.no_owner')}
          </dd>
        </div>
        {data.handover && (
          <div>
            <dt>{t('handover.label')}</dt>
            <dd data-testid="zone-sheet-handover">
              <HandoverStatus
                id={id}
                handover={data.handover}
                onChanged={resent(undefined)}
                onStale={reload}
              />
            </dd>
          </div>
        )}
      </dl>
      {data.outcome && (
        <dl className="zone-facts" data-testid="zone-sheet-outcome">
          <div>
            <dt>{t('sheet.outcome')}</dt>
            <dd>{t(`outcomes.${data.outcome}`)}</dd>
          </div>
          <div>
            <dt>{t('sheet.note')}</dt>
            <dd className="zone-note">{data.closing_note}</dd>
          </div>
        </dl>
      )}

      <div className="zone-sheet-layout">
        <div className="zone-sheet-layout__side">
          <CaseActions
            id={id}
            zoneCase={data}
            officers={data.officers}
            onChanged={changed}
            onStale={reload}
          />
          <CaseHistory history={data.history} officers={data.officers} />
        </div>
        <div className="zone-sheet-layout__main">
          <section aria-labelledby="zone-facts-title" className="zone-sections" lang={lang}>
            <h2 id="zone-facts-title">{t('sheet.facts')}</h2>
            {data.sections
              .filter((section) => section.entries.length > 0 || section.note)
              .map((section) => (
                <section
                  key={section.step}
                  aria-labelledby={`zone-step-${section.step}`}
                  className="zone-section"
                >
                  <h3 id={`zone-step-${section.step}`}>{section.title}</h3>
                  {section.note && <p>{section.note}</p>}
                  <SummaryEntries entries={section.entries} />
                </section>
              ))}
          </section>
          {data.addenda.length > 0 && (
            <section aria-labelledby="zone-addenda" className="zone-addenda" data-testid="zone-sheet-addenda">
              <h2 id="zone-addenda">{t('addenda.title')}</h2>
              <ol className="zone-rows">
                {data.addenda.map((addendum) => (
                  <li
                    key={addendum.number}
                    className="zone-row"
                    data-testid={`zone-addendum-${addendum.number}`}
                  >
                    <h3 className="zone-row__title">
                      {t('addenda.item', { number: addendum.number, at: at(addendum.received_at) })}
                    </h3>
                    <p className="zone-files__details">
                      {t('addenda.written_in', { language: t(`languages.${addendum.language}`) })}
                    </p>
                    <p className="zone-note" lang={addendum.language}>
                      {addendum.text}
                    </p>
                    {addendum.handover && (
                      <dl className="zone-facts">
                        <div>
                          <dt>{t('handover.label')}</dt>
                          <dd>
                            <HandoverStatus
                              id={id}
                              number={addendum.number}
                              handover={addendum.handover}
                              onChanged={resent(addendum.number)}
                              onStale={reload}
                            />
                          </dd>
                        </div>
                      </dl>
                    )}
                    {addendum.attachments.length > 0 && (
                      <ul className="zone-files">
                        {addendum.attachments.map((file) => (
                          <li key={file.id}>
                            <a
                              href={downloadHref(id, [
                                'addenda',
                                String(addendum.number),
                                'attachments',
                                file.id,
                              ])}
                              download
                              data-testid="zone-download-addendum-attachment"
                            >
                              {t('addenda.attachment', { name: file.filename, number: addendum.number })}
                            </a>
                            <span className="zone-files__details">
                              {t('sheet.attachment_details', {
                                type: fileTypeOf(file.content_type),
                                size: formatFileSize(file.size, interfaceLocale),
                                sha: file.sha256,
                              })}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          )}
          <RelatedList related={data.related} lang={lang} />
          <PassedOnList passed={data.passed_on} voice="victim" />

          <section aria-labelledby="zone-documents" className="zone-documents">
            <h2 id="zone-documents">{t('sheet.documents')}</h2>
            <ul className="zone-files">
              <li>
                <a href={downloadHref(id, ['summary.pdf'], lang)} download data-testid="zone-download-pdf">
                  {t('sheet.summary_pdf')}
                </a>
              </li>
              {data.attachments.map((file) => (
                <li key={file.id}>
                  <a
                    href={downloadHref(id, ['attachments', file.id])}
                    download
                    data-testid="zone-download-attachment"
                  >
                    {t('sheet.attachment', { name: file.filename })}
                  </a>
                  <span className="zone-files__details">
                    {t('sheet.attachment_details', {
                      type: fileTypeOf(file.content_type),
                      size: formatFileSize(file.size, interfaceLocale),
                      sha: file.sha256,
                    })}
                  </span>
                </li>
              ))}
            </ul>
            {data.attachments.length === 0 && <p>{t('sheet.no_attachments')}</p>}
          </section>
        </div>
      </div>
    </Page>
  );
}
