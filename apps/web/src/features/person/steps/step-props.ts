import type { FieldMessage } from '../../../shared/fields/field-message.ts';
import type { PersonValues } from '../person-values.ts';

type Path = readonly (string | number)[];

/** What a step of the person form gets: the values, a way to change them, the messages by payload path. */
export interface PersonStepProps {
  readonly values: PersonValues;
  readonly update: (change: (values: PersonValues) => PersonValues) => void;
  readonly errorAt: (path: Path, exact?: boolean) => FieldMessage | undefined;
}
