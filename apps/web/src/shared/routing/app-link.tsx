import { appPath, splitAppPath } from '@pow/domain';
import { useCallback } from 'react';
import { Link, type LinkProps, useLocation } from 'react-router';

/**
 * Builds router paths that keep the locale segment of the current URL: on /app/fr/... a link to
 * 'home' goes to /app/fr/home; without a segment it stays without one.
 */
export function useAppPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { locale } = splitAppPath(pathname);
  return useCallback(
    (path: string) => {
      const [page = '', hash] = path.split('#');
      return appPath(locale, page) + (hash ? `#${hash}` : '');
    },
    [locale],
  );
}

/** A link inside the SPA; `to` is a page path such as 'home' or 'cookies#cookie-settings'. */
export function AppLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const build = useAppPath();
  return <Link to={build(to)} {...props} />;
}
