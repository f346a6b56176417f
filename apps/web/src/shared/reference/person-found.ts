import { PersonFoundAnswerSchema } from '@pow/contracts';

/** The answer of `v1/person/find`, checked: its own module, so that zod comes only with an answer. */
export const personFound = (body: unknown) => PersonFoundAnswerSchema.parse(body).data;
