import { useEffect, useSyncExternalStore } from 'react';

/**
 * While a prerendered page hydrates, its lazy parts (the page's chunk, the feedback section) keep the
 * server's HTML until their code and texts arrive; a context that changes above them meanwhile (the
 * session's answer) makes React throw that HTML away and draw them anew. The session is therefore
 * asked once they have hydrated (docs/decisions/032). Open from the start when nothing is hydrated.
 */
let expected: readonly string[] | undefined;
const settled = new Set<string>();
let open = true;
const listeners = new Set<() => void>();

function update(): void {
  if (open || !expected?.every((part) => settled.has(part))) return;
  open = true;
  for (const listener of listeners) listener();
}

/** Called before hydrateRoot: the gate stays shut until the parts the frame names have settled. */
export function closeHydrationGate(): void {
  open = false;
}

/** The frame names the lazy parts of the page it hydrates. */
export function useExpectedParts(parts: readonly string[]): void {
  useEffect(() => {
    if (expected) return;
    expected = parts;
    update();
  }, [parts]);
}

/** Rendered last inside a lazy part's boundary: its effect runs once the part is hydrated. */
export function Settled({ part }: { part: string }) {
  useEffect(() => {
    settled.add(part);
    update();
  }, [part]);
  return null;
}

export function useHydrationGateOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => open,
  );
}
