import { type ComponentType, createElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { afterFirstPaint } from './after-first-paint.ts';

/** A wizard step's fields, a chunk of their own. */
export interface StepCode<P> {
  /** Fetches the chunk, once (again after a failure). */
  readonly load: () => Promise<unknown>;
  readonly loaded: () => boolean;
  /** The step's fields, or nothing while their code is on its way. */
  readonly View: (props: P) => ReactNode;
  /** Fetched when the browser is idle after the first paint (else only when the step opens). */
  readonly prefetch: boolean;
}

export function stepCode<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  { prefetch = true } = {},
): StepCode<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const View = (props: P) => (component ? createElement(component, props) : null);
  return {
    load: () => {
      loading ??= importer().then(
        (loaded) => {
          component = loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => component !== undefined,
    View,
    prefetch,
  };
}

type Loadable = Pick<StepCode<never>, 'load' | 'loaded' | 'prefetch'>;

/** The code of a step made of several (the officer's last step: attachments and review), prefetched as its first. */
export function together(...codes: readonly [Loadable, ...Loadable[]]): Loadable {
  return {
    load: () => Promise.all(codes.map((code) => code.load())),
    loaded: () => codes.every((code) => code.loaded()),
    prefetch: codes[0].prefetch,
  };
}

/**
 * Whether the page may show: until its first showing, only once the shown step's code is there (it is
 * fetched alongside the page's texts, so the page still appears in one piece, decision 021). Every other
 * step's code is fetched when the browser is idle after that first paint, so a move seldom waits (the
 * attachments step's only when it opens); when it does, the step's heading and buttons show at once
 * and its fields when their code comes (a chunk that failed is asked again a little later).
 */
export function useStepCode(
  codes: readonly (Loadable | undefined)[],
  current: number,
  pageReady: boolean,
  /** Told once the page has shown (what waits for its first paint may then come). */
  onShown?: () => void,
): boolean {
  const code = codes[current - 1];
  const [attempt, setAttempt] = useState(0);
  const shown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt after a failure, or the arrival
  useEffect(() => {
    if (!code || code.loaded()) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      if (live) setAttempt((count) => count + 1);
    };
    code.load().then(again, () => {
      retry = setTimeout(again, 3000);
    });
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [code, attempt]);
  // A form's first view drawn at build time (decision 037) shows the page without the step's fields.
  const ready = shown.current || (pageReady && (import.meta.env.SSR || !code || code.loaded()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the codes of a page do not change
  useEffect(() => {
    if (!ready) return;
    onShown?.();
    return afterFirstPaint(() => {
      for (const other of codes) if (other?.prefetch) other.load().catch(() => undefined);
    });
  }, [ready]);
  if (ready) shown.current = true;
  return ready;
}
