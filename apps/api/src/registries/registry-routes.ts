import {
  ENDPOINT,
  OrganisationAnswerSchema,
  OrganisationPageAnswerSchema,
  PersonFoundAnswerSchema,
  routeOf,
} from '@pow/contracts';
import {
  OrganisationFindRequestSchema,
  OrganisationGetRequestSchema,
  PersonFindRequestSchema,
} from '@pow/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { currentSession } from '../session/current-session.ts';
import type { SessionStore } from '../session/session-store.ts';
import { logLookup } from '../zone-desk/access-log.ts';
import { officerOf } from '../zone-desk/desk-officer.ts';
import { TooManyMatchesError } from './enterprise-register.ts';
import { RegistryUnavailableError } from './national-registry.ts';
import type { Registries } from './registries.ts';

/**
 * `v1/person/find` (officers; a citizen only for their own rrn, which fills the declarant step of the
 * forms with the registry's address), `v1/organisation/find` and `v1/organisation/get` (signed-in users).
 */
export const registryRoutes: FastifyPluginAsyncZod<{
  db: Db;
  registries: Registries;
  store: SessionStore;
  limits: Pick<RateLimits, 'lookup'>;
}> = async (app, { db, registries, store, limits }) => {
  // Checked before the body is read: who may ask comes first.
  const officerOrCitizen = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!(await currentSession(store, request))) throw new HttpError(401, 'error_rrn_not_authorized');
  };
  const signedIn = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!(await currentSession(store, request))) throw new HttpError(401, 'error_no_session');
  };
  const unavailable = (key: string) => (error: unknown) => {
    if (error instanceof RegistryUnavailableError) throw new HttpError(503, key);
    throw error;
  };

  app.post(
    routeOf(ENDPOINT.personFind),
    {
      onRequest: officerOrCitizen,
      schema: {
        tags: ['registries'],
        contract: {
          access: 'signed-in',
          rateLimited: true,
          refusals: {
            401: ['error_rrn_not_authorized'],
            404: ['error_rrn_no_match'],
            503: ['error_rrn_not_available'],
          },
        },
        body: PersonFindRequestSchema,
        response: { 200: PersonFoundAnswerSchema },
      },
    },
    async (request) => {
      const session = await currentSession(store, request);
      if (!session || (session.userType !== 'policeman' && session.info.rrn !== request.body.rrn)) {
        throw new HttpError(401, 'error_rrn_not_authorized');
      }
      await limits.lookup(session.publicId);
      // An officer reads a person's record (the victim of the declaration they file): the zone's
      // supervisor sees who looked up which number, found or not.
      if (session.userType === 'policeman') {
        await logLookup(db, officerOf(session.info), 'registry_lookup', request.body.rrn, request.ip);
      }
      const person = await registries.people
        .findByRrn(request.body.rrn)
        .catch(unavailable('error_rrn_not_available'));
      if (!person) throw new HttpError(404, 'error_rrn_no_match');
      return { data: person };
    },
  );

  app.post(
    routeOf(ENDPOINT.organisationFind),
    {
      onRequest: signedIn,
      schema: {
        tags: ['registries'],
        contract: {
          access: 'signed-in',
          refusals: { 422: ['error_enterprise_search_please_narrow'], 503: ['error_occured'] },
        },
        body: OrganisationFindRequestSchema,
        response: { 200: OrganisationPageAnswerSchema },
      },
    },
    async (request) => {
      try {
        return { data: await registries.enterprises.find(request.body) };
      } catch (error) {
        if (error instanceof TooManyMatchesError)
          throw new HttpError(422, 'error_enterprise_search_please_narrow');
        if (error instanceof RegistryUnavailableError) throw new HttpError(503, 'error_occured');
        throw error;
      }
    },
  );

  app.post(
    routeOf(ENDPOINT.organisationGet),
    {
      onRequest: signedIn,
      schema: {
        tags: ['registries'],
        contract: { access: 'signed-in', refusals: { 404: ['error_404'], 503: ['error_occured'] } },
        body: OrganisationGetRequestSchema,
        response: { 200: OrganisationAnswerSchema },
      },
    },
    async (request) => {
      const organisation = await registries.enterprises
        .get(request.body.number)
        .catch(unavailable('error_occured'));
      if (!organisation) throw new HttpError(404, 'error_404');
      return { data: organisation };
    },
  );
};
