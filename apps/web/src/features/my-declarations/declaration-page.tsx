import type { AddendumView, MyDeclaration } from '@pow/contracts/my-declarations';
import { formatBrusselsMoment, formatFileSize, splitAppPath } from '@pow/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../shared/api/api-client.ts';
import type { PageNamespace } from '../../shared/i18n/page-texts.ts';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';
import { PassedOnList } from '../../shared/passed-on/passed-on-list.tsx';
import { useQueryLocale } from '../../shared/reference/reference-query.ts';
import { AppLink } from '../../shared/routing/app-link.tsx';
import { LoadingPage } from '../../shared/ui/loading-page.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { AddInformation } from './add-information.tsx';
import { fetchMyDeclaration, summaryHref } from './my-declarations-api.ts';
import { Timeline } from './timeline.tsx';
import './my-declarations.css';

type Texts = TFunction<'my-declarations'>;

/** The attachments of the form that adds information are the wizards': their texts come with the page. */
const PARTS: readonly PageNamespace[] = ['wizard'];
/** While something is on its way (the pipeline, an addition to the zone), the page looks again this often. */
const MOVING_REFRESH_MS = 3000;

/**
 * Whether the declaration or an addition is still travelling through the pipeline, or a notice passed on
 * with the person's consent is still on its way (decision 048).
 */
const moving = (declaration: MyDeclaration | undefined) =>
  !!declaration &&
  (declaration.stages.some((stage) => stage.stage === 'at_zone' && stage.state === 'ahead') ||
    declaration.addenda.some((addendum) => !addendum.zone_at) ||
    [...declaration.passed_on.banks, declaration.passed_on.takedown].some(
      (notice) => notice?.state === 'pending',
    ));

/** What one addition says: its text, its files and how far it has gone. */
function Addendum({ t, addendum }: { t: Texts; addendum: AddendumView }) {
  const locale = useQueryLocale();
  const delivery = addendum.summary_failed
    ? t('addenda.failed')
    : addendum.delivered_by
      ? t(`addenda.delivered_${addendum.delivered_by}`)
      : t('addenda.sending');
  return (
    <li className="mine-addendum" data-testid={`addendum-${addendum.number}`}>
      <h3>
        {t('addenda.item', {
          number: addendum.number,
          moment: formatBrusselsMoment(new Date(addendum.received_at)),
        })}
      </h3>
      <p className="mine-addendum__text">{addendum.text}</p>
      {addendum.attachments.length > 0 && (
        <>
          <p className="mine-addendum__label">{t('addenda.files')}</p>
          <ul>
            {addendum.attachments.map((file) => (
              <li key={file.filename}>
                {file.filename} ({formatFileSize(file.size, locale)})
              </li>
            ))}
          </ul>
        </>
      )}
      <ul className="mine-addendum__progress" data-testid="addendum-progress">
        <li>{delivery}</li>
        <li>
          {addendum.zone_at
            ? t('addenda.at_zone', { moment: formatBrusselsMoment(new Date(addendum.zone_at)) })
            : t('addenda.to_zone')}
        </li>
      </ul>
    </li>
  );
}

/**
 * One declaration of the person (issue 17): what it is, its timeline, its summary to download again,
 * what they added since and the form to add more. The id is the path's last segment
 * (`my-declarations/<id>`); any other person's declaration is not found.
 */
export function DeclarationPage() {
  const { t, ready } = usePageTexts('my-declarations', PARTS);
  const locale = useQueryLocale();
  const { pathname } = useLocation();
  const id = splitAppPath(pathname).path.split('/').at(-1) ?? '';
  const addendaTitle = useId();
  const summaryTitle = useId();
  const queryClient = useQueryClient();
  const declaration = useQuery({
    queryKey: ['my-declaration', id, locale],
    queryFn: ({ signal }) => fetchMyDeclaration(id, locale, signal),
    refetchInterval: (query) => (moving(query.state.data) ? MOVING_REFRESH_MS : false),
    retry: false,
  });

  if (!ready || declaration.isPending) return <LoadingPage />;
  const trail = [{ label: t('title'), to: 'my-declarations' }];
  if (declaration.isError) {
    const key = declaration.error instanceof ApiError ? declaration.error.key : 'error_occured';
    return (
      <Page title={t('title')} trail={[]} testId="my-declaration-missing">
        <p className="callout callout--error" role="alert">
          {t(`errors.${key}`, { defaultValue: t('errors.error_404') })}
        </p>
        <p>
          <AppLink to="my-declarations">{t('declaration.back')}</AppLink>
        </p>
      </Page>
    );
  }
  const data = declaration.data;
  const summaryFailed = data.stages.some(
    (stage) => stage.stage.startsWith('summary_') && stage.state === 'failed',
  );

  return (
    <Page title={t('declaration.title', { register: data.register })} trail={trail} testId="my-declaration">
      <dl className="mine-facts" data-testid="my-declaration-facts">
        <div>
          <dt>{t('declaration.register')}</dt>
          <dd>{data.register}</dd>
        </div>
        <div>
          <dt>{t('declaration.form')}</dt>
          <dd>{data.form_title}</dd>
        </div>
        <div>
          <dt>{t('declaration.received')}</dt>
          <dd>{formatBrusselsMoment(new Date(data.received_at))}</dd>
        </div>
        <div>
          <dt>{t('declaration.zone')}</dt>
          <dd>{data.zone_name}</dd>
        </div>
      </dl>

      <Timeline t={t} declaration={data} />

      <PassedOnList passed={data.passed_on} voice="person" />

      <section aria-labelledby={summaryTitle} className="mine-summary">
        <h2 id={summaryTitle}>{t('summary.title')}</h2>
        {data.summary_available ? (
          <p>
            <a href={summaryHref(data.id)} download data-testid="my-declaration-pdf">
              {t('summary.download')}
            </a>
          </p>
        ) : (
          <p>{summaryFailed ? t('summary.failed') : t('summary.pending')}</p>
        )}
      </section>

      <section aria-labelledby={addendaTitle} className="mine-addenda" data-testid="my-declaration-addenda">
        <h2 id={addendaTitle}>{t('addenda.title')}</h2>
        {data.addenda.length === 0 ? (
          <p>{t('addenda.none')}</p>
        ) : (
          <ol className="mine-addenda__list">
            {data.addenda.map((addendum) => (
              <Addendum key={addendum.number} t={t} addendum={addendum} />
            ))}
          </ol>
        )}
      </section>

      <AddInformation
        t={t}
        declarationId={data.id}
        hint={data.add_hint}
        onAdded={() => void queryClient.invalidateQueries({ queryKey: ['my-declaration', id] })}
      />
    </Page>
  );
}
