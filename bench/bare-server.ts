/**
 * The reference: bare Fastify routes started as their own process. `/bare` answers a small JSON body, `/bare-post` too for a POST;
 * `/bare-copy` answers, as a ready string, whatever body the parent posted to `/copy` (so that a big
 * reference list can be compared with the same bytes served by nothing but Fastify).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
let copy = '{}';
app.get('/bare', async () => ({ data: { result: false } }));
app.post('/copy', async (request) => {
  copy = JSON.stringify(request.body);
  return { ok: true };
});
app.post('/bare-post', async () => ({ data: { guid: 'x', register: 'y' } }));
app.get('/bare-copy', (_request, reply) => reply.type('application/json; charset=utf-8').send(copy));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
