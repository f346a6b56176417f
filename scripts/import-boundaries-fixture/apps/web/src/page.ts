import { rule } from '../../../packages/domain/src/rule.ts';
import { EXAMPLE } from '../../../packages/domain/src/testing/examples.ts';

export const page = rule(EXAMPLE.form);
