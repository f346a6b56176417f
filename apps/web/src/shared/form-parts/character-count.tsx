import { textLength } from '@pow/domain';
import { useEffect, useState } from 'react';

/** How long typing must pause before the count is read out. */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

export interface CharacterCountProps {
  readonly id: string;
  readonly value: string;
  readonly max: number;
  /** The text for a number of characters left (negative: too many), e.g. t('count', { count }). */
  readonly text: (remaining: number) => string;
}

/**
 * The live counter under a text area (GOV.UK character count): the visible count follows every key;
 * screen readers hear it once typing pauses, not after every character.
 */
export function CharacterCount({ id, value, max, text }: CharacterCountProps) {
  const remaining = max - textLength(value);
  const visible = text(remaining);
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(visible), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return (
    <>
      <p id={id} className={remaining < 0 ? 'count count--over' : 'count'} data-testid="character-count">
        {visible}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </>
  );
}
