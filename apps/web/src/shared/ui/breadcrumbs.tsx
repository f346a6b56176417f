import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/app-link.tsx';

export interface Crumb {
  readonly label: string;
  /** Page path; the last crumb (the current page) has none. */
  readonly to?: string;
}

function Trail({ items }: { items: readonly Crumb[] }) {
  return (
    <ol className="breadcrumbs__list">
      {items.map((item, index) => {
        const current = index === items.length - 1;
        return (
          <li key={item.to ?? item.label} className="breadcrumbs__item">
            {current || !item.to ? (
              <span aria-current={current ? 'page' : undefined}>{item.label}</span>
            ) : (
              <AppLink to={item.to}>{item.label}</AppLink>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Breadcrumbs, home first (spec §2). Below the medium width (48em) the trail folds into a disclosure
 * menu; CSS shows one of the two, and the hidden one is display:none, so it is not read twice.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('frame.breadcrumbs')}>
      <div className="breadcrumbs__wide">
        <Trail items={items} />
      </div>
      <details className="breadcrumbs__narrow">
        <summary className="breadcrumbs__toggle">{t('frame.breadcrumbs_toggle')}</summary>
        <Trail items={items} />
      </details>
    </nav>
  );
}
