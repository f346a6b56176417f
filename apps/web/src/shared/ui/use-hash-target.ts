import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/**
 * Opens the expandable section `id` whenever the address's hash names it: on arrival (before the first
 * paint, so it does not flash shut) and on every later hash change, from a link on the page or from
 * back and forward. After a change focus goes to its summary, so the keyboard continues from there; on
 * arrival the page's own focus handling (Page) applies. `ready`: the section is in the page (texts loaded).
 */
export function useOpenOnHash(id: string, ready = true): void {
  const location = useLocation();
  const [hash, setHash] = useState(location.hash);
  useEffect(() => setHash(location.hash), [location.hash]);
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const targeted = hashId(hash) === id;
  const arrived = useRef(false);
  useLayoutEffect(() => {
    if (!targeted || !ready) return;
    const element = document.getElementById(id);
    if (!(element instanceof HTMLDetailsElement)) return;
    element.open = true;
    element.scrollIntoView({ block: 'start' });
  }, [targeted, id, ready]);
  useEffect(() => {
    if (!ready) return;
    const first = !arrived.current;
    arrived.current = true;
    if (targeted && !first) document.getElementById(id)?.querySelector<HTMLElement>('summary')?.focus();
  }, [targeted, id, ready]);
}
