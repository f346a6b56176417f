import type { TFunction } from 'i18next';
import { useId } from 'react';

/**
 * The picture of spec §2's find-my-zone steps, drawn in the interface language (no screenshot to keep
 * up to date, nothing to download): the police website's zone search with a postcode and its answer.
 */
export function ZonePicture({ t }: { t: TFunction<'police-zone'> }) {
  const titleId = useId();
  return (
    <svg
      className="zone-picture"
      viewBox="0 0 320 188"
      role="img"
      aria-labelledby={titleId}
      data-testid="zone-picture"
    >
      <title id={titleId}>{t('picture.label')}</title>
      <rect x="1" y="1" width="318" height="186" rx="8" fill="#ffffff" stroke="#4a5260" strokeWidth="2" />
      <rect x="1" y="1" width="318" height="28" rx="8" fill="#e8eef9" />
      <circle cx="16" cy="15" r="4" fill="#4a5260" />
      <circle cx="30" cy="15" r="4" fill="#4a5260" />
      <rect x="46" y="7" width="200" height="16" rx="4" fill="#ffffff" stroke="#c5ccd8" />
      <text x="54" y="19" fontSize="11" fill="#1b1f24">
        {t('picture.address')}
      </text>
      <text x="16" y="52" fontSize="13" fontWeight="700" fill="#14306b">
        {t('picture.search')}
      </text>
      <rect x="16" y="60" width="190" height="30" rx="4" fill="#ffffff" stroke="#4a5260" strokeWidth="2" />
      <text x="26" y="80" fontSize="14" fill="#1b1f24">
        9000
      </text>
      <rect x="214" y="60" width="90" height="30" rx="4" fill="#14306b" />
      <text x="259" y="80" fontSize="12" fontWeight="700" fill="#ffffff" textAnchor="middle">
        {t('picture.button')}
      </text>
      <rect x="16" y="104" width="288" height="34" rx="4" fill="#e8eef9" stroke="#1a4fa3" />
      <text x="26" y="125" fontSize="13" fontWeight="700" fill="#14306b">
        {t('picture.result')}
      </text>
      <path d="M160 146 v14 m-6 -6 l6 6 l6 -6" stroke="#14306b" strokeWidth="2" fill="none" />
      <text x="160" y="178" fontSize="12" fill="#1a4fa3" textAnchor="middle" textDecoration="underline">
        {t('picture.go')}
      </text>
    </svg>
  );
}
