/**
 * The references, bare Fastify routes started as their own process. `/bare` answers a small JSON body,
 * `/bare-post` too for a POST; `/bare-copy` answers, as a ready string, whatever body the parent posted
 * to `/copy` (so that a big reference list can be compared with the same bytes served by nothing but
 * Fastify).
 *
 * The floors (issue 18) do the durable work a declaration cannot do without, and nothing else, on the
 * same database as the portal (FLOOR_DATABASE_URL, a pool of 10 like the portal's) or, for the embedded
 * default, on a PGlite of their own under FLOOR_DATA_DIR: `/floor-write` stores the posted JSON body as
 * JSONB and inserts one job row in one transaction; `/floor-read` answers one row selected by primary key.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

interface Sql {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  transaction<T>(work: (sql: Pick<Sql, 'query'>) => Promise<T>): Promise<T>;
}

async function openFloorDatabase(): Promise<Sql | undefined> {
  const url = process.env.FLOOR_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: (text, values) => pool.query(text, values),
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(client);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  const dir = process.env.FLOOR_DATA_DIR;
  if (!dir) return undefined;
  const pglite = await PGlite.create(dir);
  return {
    query: (text, values) => pglite.query(text, values),
    transaction: (work) => pglite.transaction((tx) => work(tx)),
  };
}

const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
let copy = '{}';
app.get('/bare', async () => ({ data: { result: false } }));
app.post('/copy', async (request) => {
  copy = JSON.stringify(request.body);
  return { ok: true };
});
app.post('/bare-post', async () => ({ data: { guid: 'x', register: 'y' } }));
app.get('/bare-copy', (_request, reply) => reply.type('application/json; charset=utf-8').send(copy));

const floor = await openFloorDatabase();
if (floor) {
  // Its own schema: nothing of the portal's tables or migrations is touched.
  await floor.query('create schema if not exists floor');
  await floor.query(
    'create table if not exists floor.declarations (id uuid primary key default gen_random_uuid(), status integer not null default 0, payload jsonb not null)',
  );
  await floor.query(
    'create table if not exists floor.jobs (id uuid primary key default gen_random_uuid(), name text not null, data jsonb not null)',
  );
  app.post('/floor-write', async (request) => {
    const guid = await floor.transaction(async (tx) => {
      const { rows } = await tx.query('insert into floor.declarations (payload) values ($1) returning id', [
        request.body,
      ]);
      const id = rows[0]!.id as string;
      await tx.query('insert into floor.jobs (name, data) values ($1, $2)', ['render', { id }]);
      return id;
    });
    return { data: { guid } };
  });
  app.post('/floor-read', async (request) => {
    const { guid } = request.body as { guid: string };
    const { rows } = await floor.query('select status from floor.declarations where id = $1', [guid]);
    return { data: { status: rows[0]!.status } };
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
