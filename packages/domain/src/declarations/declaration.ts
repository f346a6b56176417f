import { existsSync } from 'node:fs';
import { FORM_DEFINITIONS, type RegisteredPayload } from '../forms/registry.ts';
import { declarationUnion, type PayloadSchema } from './declaration-union.ts';
import { type Clock, liveClock } from './rules.ts';

export type Declaration = RegisteredPayload;

/**
 * The payload schemas of the registered forms that keep theirs in their folder (`forms/<id>/schema.ts`,
 * a new form's folder and registry line). The server's side: the web's validation finds the same files
 * by its bundler (apps/web/src/shared/wizard/engine/validate-form.ts).
 */
const FOLDER_SCHEMAS: readonly PayloadSchema[] = await Promise.all(
  FORM_DEFINITIONS.map(({ id }) => new URL(`../forms/${id}/schema.ts`, import.meta.url))
    .filter((file) => existsSync(file))
    .map(async (file) => ((await import(file.href)) as { createSchema: PayloadSchema }).createSchema),
);

/** Every declaration the server accepts, discriminated by `form` (then degradation's `category`). */
export function createDeclarationSchema(now: Clock = liveClock) {
  return declarationUnion(FOLDER_SCHEMAS, now);
}
export const DeclarationSchema = createDeclarationSchema();
