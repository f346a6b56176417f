import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';

/**
 * Previous and next page of a list of `total` items, `size` a page; nothing when one page holds all.
 * With `more` the list was counted only up to `total`: its last page is unknown, so the pages go on while
 * they are full (`full`).
 */
export function Paging(props: {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
  more?: boolean;
  full?: boolean;
}) {
  const { t } = usePageTexts('zone');
  const { page, onPage, more = false } = props;
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  if (pages <= 1 && !more) return null;
  return (
    <nav className="zone-paging" aria-label={t('paging.label')}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('paging.previous')}
      </button>
      <span>{more ? t('paging.page_open', { page }) : t('paging.page', { page, pages })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={more ? !props.full : page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('paging.next')}
      </button>
    </nav>
  );
}
