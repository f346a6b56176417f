/**
 * The floor of the desk benchmark: a bare Fastify route that answers one page of a zone's declarations
 * with one plain SELECT on the same PostgreSQL tables, through a pool as large as the portal's, and
 * nothing else (no session, no count, no filter). Started as its own process by bench/zone-desk.ts.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get<{ Querystring: { zone: string } }>('/page', async (request) => {
  const { rows } = await pool.query(
    `select id, register, form, created_at from declarations
      where zone_key = $1 order by created_at desc limit 20`,
    [request.query.zone],
  );
  return { data: { rows } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
