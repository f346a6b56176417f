import { useEffect, useState } from 'react';

/** Runs `task` once the browser is idle after the first paint (at the latest after two seconds). */
export function afterFirstPaint(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * What `load` gives, fetched when the browser is idle once the page has painted (`painted`: a wizard's
 * validation after its first step shows): undefined until then. A failed fetch (a lost connection) is
 * tried again a little later.
 */
export function useAfterFirstPaint<T>(load: () => Promise<T>, painted: boolean): T | undefined {
  const [loaded, setLoaded] = useState<{ readonly value: T }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per page, whatever load's identity
  useEffect(() => {
    if (!painted) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const fetch = () => {
      load().then(
        (value) => {
          if (live) setLoaded({ value });
        },
        () => {
          if (live) retry = setTimeout(fetch, 3000);
        },
      );
    };
    const cancel = afterFirstPaint(fetch);
    return () => {
      live = false;
      cancel();
      clearTimeout(retry);
    };
  }, [painted]);
  return loaded?.value;
}
