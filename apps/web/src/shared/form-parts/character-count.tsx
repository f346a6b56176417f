import { textLength } from '@pow/domain';
import { useSettled } from '../ui/use-settled.ts';

export interface CharacterCountProps {
  readonly id: string;
  readonly value: string;
  readonly max: number;
  /** The text for a number of characters left (negative: too many), e.g. t('count', { count }). */
  readonly text: (remaining: number) => string;
}

/**
 * The live counter under a text area (GOV.UK character count): the visible count follows every key;
 * screen readers hear it once typing pauses, not after every character, and not at all before the
 * person has typed (the count at the page's opening is read with the field, by its description).
 */
export function CharacterCount({ id, value, max, text }: CharacterCountProps) {
  const remaining = max - textLength(value);
  const visible = text(remaining);
  const spoken = useSettled(visible);
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
