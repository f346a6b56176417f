import type { RegistryPerson } from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine } from '../../../shared/declaration-steps/address.ts';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';
import { findPerson, personLookupErrorKey } from '../../../shared/reference/find-person.ts';
import { PHISHING_TEXTS } from '../texts.ts';

/**
 * Step 1 of the citizen (spec §2, §4 Identification): identified through the digital-identity portal;
 * names and rrn of the session, the address from the national registry, all locked. The citizen's
 * own registry record is the one look-up a citizen may make.
 */
export function IdentificationStep({
  rrn,
  identity,
  onIdentity,
}: {
  readonly rrn: string;
  readonly identity: RegistryPerson | undefined;
  readonly onIdentity: (person: RegistryPerson) => void;
}) {
  const { t, ready } = usePageTexts('phishing', PHISHING_TEXTS);
  const { t: tMain } = useTranslation();
  const lookup = useQuery({
    queryKey: ['own-registry-record', rrn],
    queryFn: ({ signal }) => findPerson(rrn, signal),
    enabled: rrn !== '' && identity?.rrn !== rrn,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: store each answer once
  useEffect(() => {
    if (lookup.data) onIdentity(lookup.data);
  }, [lookup.data]);

  if (!ready) return null;
  return (
    <>
      <p>{t('identification.mandatory')}</p>
      <p>{t('identification.alternatives')}</p>
      {identity?.rrn === rrn ? (
        <>
          <p className="callout callout--positive">{t('identification.done')}</p>
          <dl className="overview-list" data-testid="declarant-identity">
            <dt>{t('identification.name')}</dt>
            <dd>
              {identity.lastname} {identity.firstname}
            </dd>
            <dt>{t('identification.rrn')}</dt>
            <dd>{identity.rrn}</dd>
            <dt>{t('identification.birth_date')}</dt>
            <dd>{identity.birth_date}</dd>
            <dt>{t('identification.address')}</dt>
            <dd>{addressLine(identity.address, identity.address.municipality)}</dd>
          </dl>
        </>
      ) : lookup.isError ? (
        <div className="callout callout--error" role="alert">
          <p>{tMain(personLookupErrorKey(lookup.error) as 'error_occured')}</p>
          <button type="button" className="button button--secondary" onClick={() => void lookup.refetch()}>
            {t('identification.retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('identification.loading')}</p>
      )}
    </>
  );
}
