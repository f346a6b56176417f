import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { noteTitle } from './prerender-title.ts';

let lastFocusedKey: string | undefined;

/**
 * After a navigation inside the app, focus moves to the new page's h1 (or the element the URL hash
 * names), which screen readers announce; on the first page of a visit focus stays at the top so the
 * skip link is the first stop.
 */
function useFocusOnNavigation(
  locationKey: string,
  hash: string,
  headingRef: RefObject<HTMLElement | null>,
): void {
  // The location at mount: later changes (another language, a cleaned query) keep the focus where it is.
  const atMount = useRef({ locationKey, hash });
  useEffect(() => {
    const { locationKey: key, hash: anchor } = atMount.current;
    const heading = headingRef.current;
    const first = lastFocusedKey === undefined;
    if (lastFocusedKey === key) return;
    lastFocusedKey = key;
    const target = (anchor && document.getElementById(decodeURIComponent(anchor.slice(1)))) || heading;
    if (!target) return;
    if (target !== heading) target.scrollIntoView();
    if (first && target === heading) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [headingRef]);
}

/** For tests: forget the focus history between renders. */
export function resetPageFocus(): void {
  lastFocusedKey = undefined;
}

export interface PageProps {
  /** Page title: document title (with the product name) and, unless `heading` is given, the h1. */
  readonly title: string;
  readonly heading?: string;
  /** Breadcrumb trail between home and this page; omitted on home. */
  readonly trail?: readonly Crumb[];
  readonly children?: ReactNode;
  readonly narrow?: boolean;
  readonly testId?: string;
}

export function Page({ title, heading, trail, children, narrow, testId }: PageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const h1 = useRef<HTMLHeadingElement>(null);
  const product = t('app.product');
  if (import.meta.env.SSR) noteTitle(`${title} | ${product}`);

  useEffect(() => {
    document.title = `${title} | ${product}`;
  }, [title, product]);
  useFocusOnNavigation(location.key, location.hash, h1);

  return (
    <div className={narrow ? 'page page--narrow' : 'page'} data-testid={testId}>
      {trail && <Breadcrumbs items={[{ label: t('frame.home'), to: 'home' }, ...trail, { label: title }]} />}
      <h1 ref={h1} tabIndex={-1} className="page__title">
        {heading ?? title}
      </h1>
      {children}
    </div>
  );
}
