import middie from '@fastify/middie';
import { DEFAULT_LOCALE, type Locale, toLocale } from '@pow/domain';
import { idpCatalogues } from '@pow/i18n/idp';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { TestIdentities } from './identities.ts';
import { citizenPickerPage, messagePage, officerPickerPage, PICKER_CSS } from './picker-page.ts';
import { CITIZEN_CLIENT, claimsOf, INTERACTION_PATH, POLICE_CLIENT, TEST_IDP_PATH } from './test-provider.ts';

interface Params {
  uid: string;
}

/** Whether an account may sign in through a client: citizens through pow-citizen, officers through pow-police. */
function accountFits(identities: TestIdentities, clientId: unknown, accountId: string): boolean {
  const claims = claimsOf(identities, accountId);
  if (!claims) return false;
  return clientId === POLICE_CLIENT
    ? 'matricule' in claims
    : clientId === CITIZEN_CLIENT && 'egovNRN' in claims;
}

/** Mounts the test provider at /idp and serves its sign-in pages at /idp-interaction. */
const plugin: FastifyPluginAsync<{ provider: Provider; identities: TestIdentities }> = async (
  app,
  { provider, identities },
) => {
  // oidc-provider is a Koa application: it reads its own bodies, so middie runs it in the onRequest hook
  // of the provider's paths, before Fastify would parse them, and answers there. Registered apart, so
  // that no other request of the portal goes through middie.
  await app.register(async (idp) => {
    await idp.register(middie);
    idp.use(TEST_IDP_PATH, provider.callback());
    idp.all(TEST_IDP_PATH, (_request, reply) => reply.callNotFound());
    idp.all(`${TEST_IDP_PATH}/*`, (_request, reply) => reply.callNotFound());
  });

  const localeOf = (request: FastifyRequest, uiLocales: unknown): Locale =>
    toLocale((request.query as { lang?: string }).lang) ??
    toLocale(String(uiLocales ?? '')) ??
    DEFAULT_LOCALE;

  const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
    reply.hijack();
    await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
  };

  const details = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      const locale = localeOf(request, undefined);
      reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(messagePage(locale, idpCatalogues[locale], idpCatalogues[locale].expired));
      return undefined;
    }
  };

  app.get(`${INTERACTION_PATH}/picker.css`, (_request, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(PICKER_CSS),
  );

  app.get<{ Params: Params }>(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const { params, uid } = interaction;
    const hint = typeof params.login_hint === 'string' ? params.login_hint : undefined;
    if (hint && accountFits(identities, params.client_id, hint)) {
      return finish(request, reply, { login: { accountId: hint, amr: ['hint'] } });
    }
    const locale = localeOf(request, params.ui_locales);
    const texts = idpCatalogues[locale];
    const page =
      params.client_id === POLICE_CLIENT
        ? officerPickerPage(uid, locale, texts, identities)
        : citizenPickerPage(uid, locale, texts, identities);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.post<{ Params: Params; Body: { account?: string; method?: string } }>(
    `${INTERACTION_PATH}/:uid/login`,
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const account = request.body?.account ?? '';
      if (!accountFits(identities, interaction.params.client_id, account)) {
        return finish(request, reply, { error: 'access_denied', error_description: 'unknown test identity' });
      }
      const method = ['eid', 'itsme', 'police'].includes(request.body?.method ?? '')
        ? request.body!.method!
        : 'eid';
      return finish(request, reply, { login: { accountId: account, amr: [method] } });
    },
  );

  app.post<{ Params: Params }>(`${INTERACTION_PATH}/:uid/abort`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    return finish(request, reply, {
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
  });
};

// Not encapsulated: the interaction routes keep the portal's hooks and body parsers.
export const testIdpPlugin = fastifyPlugin(plugin, { name: 'test-idp' });
