import { useEffect, useRef, useState } from 'react';

/** How long a changing text must stay the same before a screen reader is told it. */
export const ANNOUNCE_DELAY_MS = 1000;

/**
 * The text a live region should say (WCAG 4.1.3 without the noise): `text` once it has stopped changing
 * for `delay`, and nothing for the text the field opened with, which nobody caused and which the field
 * is described by anyway. Interim values (each key typed, each result count) are never said.
 */
export function useSettled(text: string, delay = ANNOUNCE_DELAY_MS): string {
  const [settled, setSettled] = useState('');
  const atOpening = useRef<string | undefined>(text);
  useEffect(() => {
    if (text === atOpening.current) return;
    atOpening.current = undefined;
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}
