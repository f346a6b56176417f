import { MunicipalitiesAnswerSchema } from '@pow/contracts';

/** The answer of `v1/reftab/municipalities`, checked: its own module, so that zod comes only with an answer. */
export const municipalitiesOf = (body: unknown) => MunicipalitiesAnswerSchema.parse(body).data;
