import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's answers written by fast-json-stringify from their schema (decision 029), for the hottest
 * endpoints: the portal's serializer checks each answer against its zod schema and then stringifies
 * it, twice the work for an answer the route itself has just built from typed values. Same bytes for
 * every answer the schema describes: its properties in the schema's order, as the routes build them.
 */
export function serializeBySchema({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new Error('serializeBySchema: a zod schema expected');
  return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as fastJson.AnySchema);
}
