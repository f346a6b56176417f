import type { DeclarantDraft } from '../../../shared/declaration-steps/declarant-draft.ts';
import { FederalIdentity } from '../../../shared/declaration-steps/federal-identity.tsx';
import { usePageTexts } from '../../../shared/i18n/use-page-texts.ts';

/**
 * Step 1 of the citizen (spec §2, §4 Identification): only the digital-identity portal is accepted for
 * phishing; the session's names and rrn and the registry's address, all locked. People without eID or
 * itsme are told where else to go.
 */
export function IdentificationStep({
  value,
  onChange,
}: {
  readonly value: DeclarantDraft;
  readonly onChange: (value: DeclarantDraft) => void;
}) {
  const { t, ready } = usePageTexts('phishing');
  if (!ready) return null;
  return (
    <>
      <p>{t('identification.mandatory')}</p>
      <p>{t('identification.alternatives')}</p>
      <FederalIdentity value={value} onChange={onChange} manualAllowed={false} />
    </>
  );
}
