import { type Locale, localeOrDefault } from '@pow/domain';
import i18next, { type TFunction } from 'i18next';
import { use, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPageTexts, type PageNamespace, type PageResources } from './page-texts.ts';

const pending = new Map<string, Promise<void>>();

/** Adds the texts of `ns` in `locale` to i18next once; concurrent callers share the download. */
export function loadPageTexts(ns: PageNamespace, locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, ns)) return Promise.resolve();
  const key = `${ns}:${locale}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = fetchPageTexts(ns, locale).then(
      (texts) => {
        i18next.addResourceBundle(locale, ns, texts, true, true);
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (a network hiccup): forget it.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, loading);
  }
  return loading;
}

/**
 * A chunk's code with the texts of `ns` in the language on screen: texts that come with the code that
 * says them, not with the page (decision 034), so that what it draws shows whole when both are there.
 */
export const withPageTexts = <T>(ns: PageNamespace, code: Promise<T>): Promise<T> =>
  Promise.all([code, loadPageTexts(ns, localeOrDefault(i18next.language))]).then(([module]) => module);

/**
 * While on, a page whose texts are not there yet suspends until they are, instead of showing the
 * loading page: the prerender waits for them, and hydration keeps the server's HTML meanwhile instead
 * of finding a loading page where the server drew the page (docs/decisions/032). On for the server
 * build; main.tsx turns it on for a hydration, the frame off at the first navigation.
 */
let suspendForTexts = import.meta.env.SSR;

export function setSuspendForTexts(on: boolean): void {
  suspendForTexts = on;
}

/** One promise per namespace, parts and language, as React's use() needs the same promise on each try. */
const whole = new Map<string, Promise<unknown>>();

function loadWhole(ns: PageNamespace, parts: readonly PageNamespace[], locale: Locale) {
  const key = `${[ns, ...parts].join('+')}:${locale}`;
  let loading = whole.get(key);
  if (!loading) {
    loading = Promise.all([ns, ...parts].map((each) => loadPageTexts(each, locale))).finally(() =>
      whole.delete(key),
    );
    whole.set(key, loading);
  }
  return loading;
}

/** Texts already there, as a promise React's use() reads at once (settled, with the status it looks for). */
const THERE: Promise<unknown> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

const NO_PARTS: readonly PageNamespace[] = [];

/** The parts every declaration page draws besides its own texts: the wizard's stepper and the shared steps. */
export const DECLARATION_PAGE_PARTS: readonly PageNamespace[] = ['wizard', 'declaration-steps'];

export interface PageTexts<N extends PageNamespace> {
  /** Texts of the namespace, in the interface language once they are there. */
  readonly t: TFunction<N>;
  /** The whole namespace as an object, for pages that render their texts by structure (sections). */
  readonly texts: PageResources[N] | undefined;
  /** False until the texts of some language (the parts' included) have arrived: show the loading page meanwhile. */
  readonly ready: boolean;
}

/**
 * The texts of a page or part that are too big for the main catalogue (home's critical path): they
 * arrive with the page's chunk through i18next.addResourceBundle. After a language switch the page
 * keeps the previous language for the moment the new texts take to arrive, instead of blanking out.
 * `parts` (the namespaces of its parts, a constant) are loaded alongside and `ready` waits for them too:
 * the parts then find their texts on their first render and the page is drawn whole, instead of each
 * part pushing down what is under it as its texts arrive one after the other (issue 19).
 */
export function usePageTexts<N extends PageNamespace>(
  ns: N,
  parts: readonly PageNamespace[] = NO_PARTS,
): PageTexts<N> {
  const { i18n } = useTranslation();
  const locale: Locale = localeOrDefault(i18n.language);
  const loaded = (language: Locale) =>
    i18next.hasResourceBundle(language, ns) &&
    parts.every((part) => i18next.hasResourceBundle(language, part));
  // use() on every render while on, the texts there or not: React replays a component that suspended
  // here once the texts arrive, and the hooks below must then come after a use() as in the first try,
  // else React fails the replay (error 467: "update hook called on initial render") and draws it anew.
  if (suspendForTexts) use(loaded(locale) ? THERE : loadWhole(ns, parts, locale));
  const [shown, setShown] = useState<Locale | undefined>(() => (loaded(locale) ? locale : undefined));
  const [failure, setFailure] = useState<unknown>();

  useEffect(() => {
    let live = true;
    loadWhole(ns, parts, locale).then(
      () => {
        if (live) setShown(locale);
      },
      (error: unknown) => {
        if (live) setFailure(error);
      },
    );
    return () => {
      live = false;
    };
  }, [ns, parts, locale]);

  const language = loaded(locale) ? locale : shown;
  const t = useMemo(
    () => i18next.getFixedT(language ?? locale, ns) as unknown as TFunction<N>,
    [language, locale, ns],
  );
  const texts = language
    ? (i18next.getResourceBundle(language, ns) as PageResources[N] | undefined)
    : undefined;
  // The page's error boundary shows the generic error page.
  if (failure) throw failure;
  return { t, texts, ready: language !== undefined };
}
