import {
  CableQuestionnaireRequestSchema,
  CountryItemSchema,
  dataEnvelope,
  InsuranceItemSchema,
  type Locale,
  MunicipalityItemSchema,
  municipalityKeyOf,
  ObjectItemSchema,
  ObjectsQuerySchema,
  PoliceZoneItemSchema,
  PoliceZonesQuerySchema,
  StreetItemSchema,
  StreetsQuerySchema,
} from '@pow/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { refMunicipalities, refPoliceZones, refPostcodes } from '../db/schema.ts';
import { JsonCache } from '../http/json-cache.ts';
import { requestLocale } from '../http/request-locale.ts';
import { countryList } from './countries.ts';
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
const list = <T extends z.ZodType>(item: T) => ({ 200: dataEnvelope(z.array(item)) });

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
  const catalogueIn = (locale: Locale) => {
    let catalogue = catalogues.get(locale);
    if (!catalogue) {
      catalogue = objectCatalogue(db, locale).then(searchable);
      catalogue.catch(() => catalogues.delete(locale));
      catalogues.set(locale, catalogue);
    }
    return catalogue;
  };

  app.get(
    '/v1/reftab/municipalities',
    { schema: { tags, response: list(MunicipalityItemSchema) } },
    (request, reply) => {
      const locale = requestLocale(request);
      return cache.send(request, reply, `municipalities:${locale}`, () => municipalityItems(db, locale));
    },
  );

  app.get(
    '/v1/reftab/streets',
    { schema: { tags, querystring: StreetsQuerySchema, response: list(StreetItemSchema) } },
    (request, reply) => {
      const locale = requestLocale(request);
      const { munKey, withTemporaryStreets } = request.query;
      return cache.send(request, reply, `streets:${munKey}:${withTemporaryStreets}:${locale}`, () =>
        streetItems(db, munKey, locale, withTemporaryStreets),
      );
    },
  );

  app.get(
    '/v1/reftab/countries',
    { schema: { tags, response: list(CountryItemSchema) } },
    (request, reply) => {
      const locale = requestLocale(request);
      return cache.send(request, reply, `countries:${locale}`, async () =>
        countryList(locale, nationalities, countries),
      );
    },
  );

  app.get(
    '/v1/reftab/insurances',
    { schema: { tags, response: list(InsuranceItemSchema) } },
    (request, reply) => {
      const locale = requestLocale(request);
      return cache.send(request, reply, `insurances:${locale}`, () => insuranceItems(db, locale));
    },
  );

  app.get(
    '/v1/reftab/objects',
    { schema: { tags, querystring: ObjectsQuerySchema, response: list(ObjectItemSchema) } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const catalogue = await catalogueIn(locale);
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'X-Language');
      return { data: searchObjects(catalogue, request.query.needle) };
    },
  );

  app.get(
    '/v1/reftab/police-zones',
    { schema: { tags, querystring: PoliceZonesQuerySchema, response: list(PoliceZoneItemSchema) } },
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
          name: zone.name,
          website: zone.website,
          munKey: municipality.nis,
          munText: nameIn(municipality, locale),
        })),
      };
    },
  );

  app.post(
    '/v1/questionnaire/degradation_cable',
    { schema: { tags, body: CableQuestionnaireRequestSchema, response: { 200: dataEnvelope(z.boolean()) } } },
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
