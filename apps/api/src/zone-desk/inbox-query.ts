import {
  ZONE_COUNT_CAP,
  ZONE_PAGE_SIZE,
  type ZoneFactType,
  type ZoneInbox,
  type ZoneInboxQuerySchema,
} from '@pow/contracts/zone-desk';
import { type DeclarationForm, definitionOf, type Locale, titleKeyOf } from '@pow/domain';
import { summaryText } from '@pow/i18n/summary/texts';
import { and, asc, count, desc, eq, gte, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { declarations, zoneInbox } from '../db/schema.ts';
import { namingAny } from '../identifiers/identifier-search.ts';
import { typedIdentifiers } from '../identifiers/normalise-identifier.ts';
import { type WorkingHours, workingMinutesBetween } from '../my-declarations/working-calendar.ts';
import { brusselsDayStart } from './brussels-day.ts';
import type { DeskOfficer } from './desk-officer.ts';
import { deskSearchWord } from './desk-search.ts';
import { municipalityNames, personOf, placeKeyOf } from './inbox-row.ts';
import { flagsOf } from './zone-case.ts';
import type { KnownOfficer } from './zone-officers.ts';

type Filters = z.output<typeof ZoneInboxQuerySchema>;

/** The inbox's rows of one page, read once the page is cut. */
const desk = alias(zoneInbox, 'desk');

/** `%` and `_` typed by an officer are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How a search finds its rows. `trigrams`: every match through the trigram index, then sorted (few
 * matches). `walk`: the zone's rows newest first on their index, each word looked for in the `search`
 * the index carries, until the page is full (many matches). PostgreSQL cannot tell the two cases apart:
 * it multiplies each word's odds, so "Jan Peeters" looked rare, and it read and sorted all 2,500 matches
 * for a page of twenty (bench/zone-desk.ts). `strpos` is the same test as LIKE on a word, but no index
 * serves it, so the walk is the only way left to the planner.
 */
type SearchPath = 'trigrams' | 'walk';

/** Above this many matches (the count tells, through the trigram index) a page walks; below, trigrams. */
const WALK_PAST = 200;

/**
 * The filters, all on the inbox's own columns and indexes (migrations 0009, 0016, 0017): the zone and one
 * of state, form, fact type, owner, received day or new information lead an index; the search goes as
 * `path` says.
 */
function conditions(officer: Asking, filters: Filters, path: SearchPath): SQL[] {
  const where: SQL[] = [eq(zoneInbox.zoneKey, officer.zone)];
  if (filters.state) where.push(eq(zoneInbox.state, filters.state));
  if (filters.form) where.push(eq(zoneInbox.form, filters.form));
  if (filters.fact_type) where.push(eq(zoneInbox.factType, filters.fact_type));
  if (filters.owner === 'mine') where.push(eq(zoneInbox.owner, officer.matricule));
  if (filters.owner === 'none') where.push(isNull(zoneInbox.owner));
  if (filters.from) where.push(gte(zoneInbox.declaredAt, brusselsDayStart(filters.from)));
  if (filters.to) where.push(lt(zoneInbox.declaredAt, brusselsDayStart(filters.to, 1)));
  if (filters.new_information !== undefined)
    where.push(eq(zoneInbox.newInformation, filters.new_information));
  if (filters.q) {
    // Each word must be found, in the register number or in a name: "Peeters Jan" finds Jan Peeters.
    const words = filters.q
      .split(/\s+/)
      .map(deskSearchWord)
      .map((word) =>
        path === 'trigrams'
          ? like(zoneInbox.search, containing(word))
          : sql`strpos(${zoneInbox.search}, ${word}) > 0`,
      );
    // Or the whole is an identifier a declaration names: an IBAN, a phone, an e-mail, a site (issue 31).
    const named = typedIdentifiers(filters.q);
    where.push(
      (named.length ? or(and(...words), namingAny(zoneInbox.declarationId, named)) : and(...words))!,
    );
  }
  return where;
}

/**
 * What a declaration is, in words, from its `form`, (degradation) `category` and fact type: the person
 * form's is its crime type ("Verlies van een voorwerp", issue 33), without the fact type its form's.
 */
export function formTitle(form: string, category: unknown, locale: Locale, factType?: string): string {
  const payload = { form, category, fact: { type: factType } };
  const definition = definitionOf(payload);
  const key = definition && titleKeyOf(definition, payload);
  return key ? summaryText(locale)(key) : form;
}

/** The officer asking: their zone's inbox, "mine" by their matricule. */
type Asking = Pick<DeskOfficer, 'zone' | 'matricule'>;

/** What a row says beyond the inbox's columns: the zone's working hours and the officers it knows. */
export interface InboxContext {
  readonly hours: WorkingHours;
  readonly officers: readonly KnownOfficer[];
  readonly now: Date;
}

/**
 * One page of the inbox of the officer's zone, newest (or oldest) first, filtered and searched. The page
 * is cut on the inbox's own index, reading only the (declared_at, id) it ends in (an index-only scan
 * where one index holds every filter), before its twenty rows are read and their declarations joined;
 * the count stops past ZONE_COUNT_CAP: a zone's 30,000 declarations are not counted on every page
 * (bench/zone-desk.ts). Each row says what happened, where, about whom, who has it and how long it has
 * waited in the zone's working hours (issue 30, item 3).
 */
export async function inboxPage(
  db: Db,
  officer: Asking,
  filters: Filters,
  context: InboxContext,
): Promise<ZoneInbox> {
  const matching = db
    .select({ one: sql`1` })
    .from(zoneInbox)
    .where(and(...conditions(officer, filters, 'trigrams')))
    .limit(ZONE_COUNT_CAP + 1)
    .as('matching');
  const counting = db
    .select({ n: count() })
    .from(matching)
    .then(([counted]) => counted?.n ?? 0);
  // A search waits for its count to choose its way; a page without one is read beside its count.
  const path: SearchPath = filters.q && (await counting) > WALK_PAST ? 'walk' : 'trigrams';
  const order = filters.sort === 'oldest' ? asc : desc;
  const page = db
    .select({ id: zoneInbox.id, declaredAt: zoneInbox.declaredAt })
    .from(zoneInbox)
    .where(and(...conditions(officer, filters, path)))
    .orderBy(order(zoneInbox.declaredAt), order(zoneInbox.id))
    .limit(ZONE_PAGE_SIZE)
    .offset((filters.page - 1) * ZONE_PAGE_SIZE)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: declarations.id,
        register: declarations.register,
        form: declarations.form,
        payload: declarations.payload,
        createdAt: declarations.createdAt,
        status: declarations.status,
        factType: desk.factType,
        state: desk.state,
        owner: desk.owner,
        contactedAt: desk.contactedAt,
        newInformation: desk.newInformation,
        handover: desk.handover,
      })
      .from(page)
      .innerJoin(desk, eq(desk.id, page.id))
      .innerJoin(declarations, eq(declarations.id, desk.declarationId))
      .orderBy(order(page.declaredAt), order(page.id)),
    counting,
  ]);
  const places = rows.map((row) => placeKeyOf(row.payload));
  const placeNames = await municipalityNames(
    db,
    places.filter((key) => key !== null),
    filters.lang,
  );
  const officerNames = new Map(context.officers.map((known) => [known.matricule, known.name]));
  return {
    rows: rows.map((row, index) => ({
      id: row.id,
      register: row.register,
      form: row.form as DeclarationForm,
      form_title: formTitle(
        row.form,
        (row.payload as { category?: unknown }).category,
        filters.lang,
        row.factType,
      ),
      fact_type: row.factType as ZoneFactType,
      received_at: row.createdAt.toISOString(),
      age_minutes: Math.floor(workingMinutesBetween(context.hours, row.createdAt, context.now)),
      place: placeNames.get(places[index] ?? '') ?? null,
      person: personOf(row.payload),
      state: row.state,
      owner: row.owner,
      owner_name: (row.owner && officerNames.get(row.owner)) ?? null,
      flags: flagsOf(row.status, row),
    })),
    page: filters.page,
    page_size: ZONE_PAGE_SIZE,
    total: Math.min(total, ZONE_COUNT_CAP),
    more: total > ZONE_COUNT_CAP,
  };
}
