import { formatRrn } from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../i18n/use-page-texts.ts';
import { findPerson, personLookupErrorKey } from '../reference/find-person.ts';
import { useSession } from '../session/session-context.tsx';
import { useAddressLine } from './address.ts';
import { type DeclarantStepProps, EMPTY_DECLARANT, federalDeclarant } from './declarant-draft.ts';

/**
 * The citizen's own registry record: the one `v1/person/find` a citizen may make (spec §7). The
 * phishing form uses it alone (`manualAllowed` false: manual identification is refused there).
 */
export function FederalIdentity({
  value,
  onChange,
  manualAllowed = true,
}: Omit<DeclarantStepProps, 'errorAt'> & { readonly manualAllowed?: boolean }) {
  const { t } = usePageTexts('declaration-steps');
  const { t: tMain } = useTranslation();
  const info = useSession().answer?.info;
  const sayAddress = useAddressLine();
  const rrn = info?.rrn ?? '';
  const found = value.registry_rrn !== '' && value.registry_rrn === rrn;
  const lookup = useQuery({
    queryKey: ['own-registry-record', rrn],
    queryFn: ({ signal }) => findPerson(rrn, signal),
    enabled: rrn !== '' && !found,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: store each answer once
  useEffect(() => {
    if (lookup.data && info && !found) onChange(federalDeclarant(info, lookup.data));
  }, [lookup.data]);

  // The record's place is laid out before it arrives (the session gives the names and the rrn), so
  // nothing under it moves when the registry answers.
  const shown = found
    ? value
    : { ...EMPTY_DECLARANT, firstname: info?.first_name ?? '', lastname: info?.last_name ?? '', rrn };
  const identity = (
    <>
      <div className="swap">
        <p className="callout callout--positive" aria-hidden={!found || undefined}>
          {t('declarant.done')}
        </p>
        <p className="callout" role="status" aria-hidden={found || undefined}>
          {found ? '' : t('declarant.loading')}
        </p>
      </div>
      <dl
        className="overview-list"
        data-testid={found ? 'declarant-identity' : undefined}
        aria-busy={!found || undefined}
        data-pending={!found || undefined}
      >
        <dt>{t('declarant.name')}</dt>
        <dd>
          {shown.lastname} {shown.firstname}
        </dd>
        <dt>{t('declarant.rrn')}</dt>
        <dd>{formatRrn(shown.rrn)}</dd>
        <dt>{t('declarant.birth_date')}</dt>
        <dd>{shown.birth_date || '…'}</dd>
        <dt>{t('declarant.address')}</dt>
        <dd>{found ? sayAddress(value.address, value.address.municipality) : '…'}</dd>
      </dl>
    </>
  );
  if (found) return identity;
  if (lookup.isError || rrn === '') {
    return (
      <div className="callout callout--error" role="alert" data-testid="declarant-lookup-failed">
        <p>{tMain(personLookupErrorKey(lookup.error) as 'error_occured')}</p>
        {manualAllowed && <p>{t('declarant.or_manual')}</p>}
        {rrn !== '' && (
          <button type="button" className="button button--secondary" onClick={() => void lookup.refetch()}>
            {t('declarant.retry')}
          </button>
        )}
      </div>
    );
  }
  return identity;
}
