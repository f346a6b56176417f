import {
  CablePilotAnswerSchema,
  CountriesAnswerSchema,
  ENDPOINT,
  InsurancesAnswerSchema,
  MunicipalitiesAnswerSchema,
  ObjectsAnswerSchema,
  PoliceZonesAnswerSchema,
  routeOf,
  StreetsAnswerSchema,
} from '@pow/contracts';
import {
  CableQuestionnaireRequestSchema,
  type Locale,
  municipalityKeyOf,
  ObjectsQuerySchema,
  PoliceZonesQuerySchema,
  StreetsQuerySchema,
} from '@pow/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.ts';
import { refMunicipalities, refPoliceZones, refPostcodes } from '../db/schema.ts';
import { JsonCache } from '../http/json-cache.ts';
import { requestLocale } from '../http/request-locale.ts';
import type { RouteContract } from '../http/route-contract.ts';
import { countryList } from './countries.ts';
import { zoneNameIn } from './police-zones.ts';
import {
  insuranceItems,
  municipalityItems,
  nameIn,
  objectCatalogue,
  type SearchableObject,
  searchable,
  searchObjects,
  streetItems,
} from './reference-queries.ts';
import { readSeed } from './seed-files.ts';

const tags = ['reference data'];
/** Lists in the X-Language; a repeated request with If-None-Match is answered 304 while unchanged. */
const lists: RouteContract = {
  access: 'anyone',
  headers: ['X-Language'],
  others: { 304: { description: 'Not modified: the list of the ETag given in If-None-Match.' } },
};

/** `v1/reftab/*` (spec §7) and the cable-damage pilot check; lists cached per language with ETags. */
export const reftabRoutes: FastifyPluginAsyncZod<{ db: Db; cablePilotZones: readonly string[] }> = async (
  app,
  { db, cablePilotZones },
) => {
  const cache = new JsonCache();
  const nationalities = readSeed('nationalities');
  const countries = readSeed('countries');
  // Searched per request, so kept as objects rather than as a serialised answer.
  const catalogues = new Map<Locale, Promise<SearchableObject[]>>();
  const objectSeed = readSeed('objects');
  const catalogueIn = (locale: Locale) => {
    let catalogue = catalogues.get(locale);
    if (!catalogue) {
      const words = new Map(objectSeed.map((object) => [object.tkey, object.words?.[locale] ?? []]));
      catalogue = objectCatalogue(db, locale).then((objects) => searchable(objects, words));
      catalogue.catch(() => catalogues.delete(locale));
      catalogues.set(locale, catalogue);
    }
    return catalogue;
  };

  app.get(
    routeOf(ENDPOINT.municipalities),
    { schema: { tags, contract: lists, response: { 200: MunicipalitiesAnswerSchema } } },
    (request, reply) => {
      const locale = requestLocale(request);
      return cache.send(request, reply, `municipalities:${locale}`, () => municipalityItems(db, locale));
    },
  );

  app.get(
    routeOf(ENDPOINT.streets),
    {
      schema: {
        tags,
        contract: lists,
        querystring: StreetsQuerySchema,
        response: { 200: StreetsAnswerSchema },
      },
    },
    (request, reply) => {
      const locale = requestLocale(request);
      const { munKey, withTemporaryStreets } = request.query;
      return cache.send(request, reply, `streets:${munKey}:${withTemporaryStreets}:${locale}`, () =>
        streetItems(db, munKey, locale, withTemporaryStreets),
      );
    },
  );

  app.get(
    routeOf(ENDPOINT.countries),
    { schema: { tags, contract: lists, response: { 200: CountriesAnswerSchema } } },
    (request, reply) => {
      const locale = requestLocale(request);
      return cache.send(request, reply, `countries:${locale}`, async () =>
        countryList(locale, nationalities, countries),
      );
    },
  );

  app.get(
    routeOf(ENDPOINT.insurances),
    { schema: { tags, contract: lists, response: { 200: InsurancesAnswerSchema } } },
    (request, reply) => {
      const locale = requestLocale(request);
      return cache.send(request, reply, `insurances:${locale}`, () => insuranceItems(db, locale));
    },
  );

  app.get(
    routeOf(ENDPOINT.objects),
    {
      schema: {
        tags,
        contract: lists,
        querystring: ObjectsQuerySchema,
        response: { 200: ObjectsAnswerSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const catalogue = await catalogueIn(locale);
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'X-Language');
      return { data: searchObjects(catalogue, request.query.needle) };
    },
  );

  app.get(
    routeOf(ENDPOINT.policeZones),
    {
      schema: {
        tags,
        contract: lists,
        querystring: PoliceZonesQuerySchema,
        response: { 200: PoliceZonesAnswerSchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const rows = await db
        .select({ municipality: refMunicipalities, zone: refPoliceZones })
        .from(refPostcodes)
        .innerJoin(refMunicipalities, eq(refMunicipalities.nis, refPostcodes.nis))
        .innerJoin(refPoliceZones, eq(refPoliceZones.key, refMunicipalities.zoneKey))
        .where(eq(refPostcodes.postcode, request.query.postcode));
      return {
        data: rows.map(({ municipality, zone }) => ({
          key: zone.key,
          code: zone.code,
          name: zoneNameIn(zone, locale),
          website: zone.website,
          munKey: municipality.nis,
          munText: nameIn(municipality, locale),
        })),
      };
    },
  );

  app.post(
    routeOf(ENDPOINT.cablePilot),
    {
      schema: {
        tags,
        contract: { access: 'anyone' },
        body: CableQuestionnaireRequestSchema,
        response: { 200: CablePilotAnswerSchema },
      },
    },
    async (request) => {
      const nis = municipalityKeyOf(request.body.municipality);
      const [row] = await db
        .select({ zoneKey: refMunicipalities.zoneKey })
        .from(refMunicipalities)
        .where(eq(refMunicipalities.nis, nis));
      return { data: row !== undefined && cablePilotZones.includes(row.zoneKey) };
    },
  );
};
