import { ENDPOINT, routeOf } from '@pow/contracts';
import {
  COUNTRY_PICTURE_MAX,
  CountryPictureAnswerSchema,
  CountryPictureQuerySchema,
} from '@pow/contracts/zone-desk';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionStore } from '../session/session-store.ts';
import { logLookup } from '../zone-desk/access-log.ts';
import { type DeskOfficer, deskOfficer } from '../zone-desk/desk-officer.ts';
import { countryPictureCsv } from './country-picture-csv.ts';
import { countryPicture } from './identifier-index.ts';

export interface CountryPictureOptions {
  database: Database;
  store: SessionStore;
}

const tags = ['zone desk'];

/**
 * The country's picture of serial fraud (issue 31, decision 047): the identifiers named in three or more
 * declarations of the last 30 days, across every zone, for the supervisors of any zone; each look logged
 * in the supervisor's own zone's access log.
 */
export const countryPictureRoutes: FastifyPluginAsyncZod<CountryPictureOptions> = async (app, options) => {
  const { store } = options;
  const { db } = options.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** A supervisor of any zone; an officer is refused (403), as for the access log. */
  const supervisor = async (request: FastifyRequest, how: 'page' | 'csv'): Promise<DeskOfficer> => {
    const officer = await deskOfficer(store, request);
    if (!officer.supervisor) throw new HttpError(403, 'error_no_rights');
    await logLookup(db, officer, 'country_picture', how, officer.address);
    return officer;
  };

  app.get(
    routeOf(ENDPOINT.zoneCountryPicture),
    {
      schema: {
        tags,
        summary: "The country's picture of serial fraud",
        description:
          'The IBANs, phone numbers, e-mail addresses, web domains and profiles named in three or more ' +
          'declarations of the last 30 days, across every zone, the most named first (200 at most; the ' +
          'CSV has them all): counts by zone, first and last dates. A supervisor’s only.',
        contract: { access: 'officer' },
        querystring: CountryPictureQuerySchema,
        response: { 200: CountryPictureAnswerSchema },
      },
    },
    async (request) => {
      await supervisor(request, 'page');
      const picture = await countryPicture(db, request.query.lang, new Date(), COUNTRY_PICTURE_MAX);
      return { data: { ...picture, since: picture.since.toISOString() } };
    },
  );

  app.get(
    routeOf(ENDPOINT.zoneCountryPictureExport),
    {
      schema: {
        tags,
        summary: "The country's picture as a CSV file",
        description:
          'Every identifier of the picture, one line each, headers and kinds in the language asked; ' +
          'semicolons and a byte-order mark, as Excel reads it in Belgium. A supervisor’s only.',
        contract: {
          access: 'officer',
          others: {
            200: {
              description: 'The picture, one line per identifier.',
              content: ['text/csv'],
              headers: ['Content-Disposition'],
            },
          },
        },
        querystring: CountryPictureQuerySchema,
      },
    },
    async (request, reply) => {
      await supervisor(request, 'csv');
      const now = new Date();
      const { rows } = await countryPicture(db, request.query.lang, now);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition(`serial-fraud-${now.toISOString().slice(0, 10)}.csv`),
        )
        .send(countryPictureCsv(rows, request.query.lang));
    },
  );
};
