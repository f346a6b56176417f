import type { DegradationCategory } from '@pow/domain';
import type { FieldMessage } from '../../../shared/fields/field-message.ts';
import type { DegradationValues } from '../degradation-values.ts';

type Path = readonly (string | number)[];

/** What a step of the damage forms gets: the sub-form, the values, a way to change them, the messages. */
export interface DegradationStepProps {
  readonly category: DegradationCategory;
  readonly values: DegradationValues;
  readonly update: (change: (values: DegradationValues) => DegradationValues) => void;
  readonly errorAt: (path: Path, exact?: boolean) => FieldMessage | undefined;
}
