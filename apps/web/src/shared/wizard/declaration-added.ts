import { DeclarationAddedAnswerSchema } from '@pow/contracts';

/** The answer of `v1/information/add`, checked: its own module, so that zod is fetched by Send only. */
export const declarationAdded = (body: unknown) => DeclarationAddedAnswerSchema.parse(body).data;
