import type { FieldMessage } from '../../../shared/fields/field-message.ts';
import type { PhishingFacts } from '../phishing-values.ts';

type Path = readonly (string | number)[];

/** What a step of the phishing forms gets: the values, a way to change them, the messages by path. */
export interface FactsStepProps<T extends PhishingFacts = PhishingFacts> {
  readonly values: T;
  readonly update: (change: (values: T) => T) => void;
  readonly errorAt: (path: Path, exact?: boolean) => FieldMessage | undefined;
}
