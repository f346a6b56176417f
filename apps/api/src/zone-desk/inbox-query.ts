import {
  ZONE_COUNT_CAP,
  ZONE_PAGE_SIZE,
  type ZoneInbox,
  type ZoneInboxQuerySchema,
} from '@pow/contracts/zone-desk';
import { type DeclarationForm, definitionOf, type Locale, titleKeyOf } from '@pow/domain';
import { summaryText } from '@pow/i18n/summary/texts';
import { and, count, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { declarations, zoneInbox } from '../db/schema.ts';
import { brusselsDayStart } from './brussels-day.ts';
import { deskSearchWord } from './desk-search.ts';
import { flagsOf } from './zone-case.ts';

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
 * The filters, all on the inbox's own columns and indexes (migrations 0009, 0016): the zone and one of
 * state, form, received day or new information lead an index; the search goes as `path` says.
 */
function conditions(zone: string, filters: Filters, path: SearchPath): SQL[] {
  const where: SQL[] = [eq(zoneInbox.zoneKey, zone)];
  if (filters.state) where.push(eq(zoneInbox.state, filters.state));
  if (filters.form) where.push(eq(zoneInbox.form, filters.form));
  if (filters.from) where.push(gte(zoneInbox.declaredAt, brusselsDayStart(filters.from)));
  if (filters.to) where.push(lt(zoneInbox.declaredAt, brusselsDayStart(filters.to, 1)));
  if (filters.new_information !== undefined)
    where.push(eq(zoneInbox.newInformation, filters.new_information));
  if (filters.q) {
    // Each word must be found, in the register number or in a name: "Peeters Jan" finds Jan Peeters.
    for (const word of filters.q.split(/\s+/).map(deskSearchWord))
      where.push(
        path === 'trigrams'
          ? like(zoneInbox.search, containing(word))
          : sql`strpos(${zoneInbox.search}, ${word}) > 0`,
      );
  }
  return where;
}

/** The name of a declaration's form, in words, from its `form` and (degradation) `category`. */
export function formTitle(form: string, category: unknown, locale: Locale): string {
  const payload = { form, category };
  const definition = definitionOf(payload);
  const key = definition && titleKeyOf(definition, payload);
  return key ? summaryText(locale)(key) : form;
}

/**
 * One page of the inbox of the officer's zone, newest first, filtered and searched. The page is cut on
 * the inbox's own index, reading only the (declared_at, id) it ends in (an index-only scan where one
 * index holds every filter), before its twenty rows are read and their declarations joined; the count
 * stops past ZONE_COUNT_CAP: a zone's 30,000 declarations are not counted on every page
 * (bench/zone-desk.ts).
 */
export async function inboxPage(db: Db, zone: string, filters: Filters): Promise<ZoneInbox> {
  const matching = db
    .select({ one: sql`1` })
    .from(zoneInbox)
    .where(and(...conditions(zone, filters, 'trigrams')))
    .limit(ZONE_COUNT_CAP + 1)
    .as('matching');
  const counting = db
    .select({ n: count() })
    .from(matching)
    .then(([counted]) => counted?.n ?? 0);
  // A search waits for its count to choose its way; a page without one is read beside its count.
  const path: SearchPath = filters.q && (await counting) > WALK_PAST ? 'walk' : 'trigrams';
  const page = db
    .select({ id: zoneInbox.id, declaredAt: zoneInbox.declaredAt })
    .from(zoneInbox)
    .where(and(...conditions(zone, filters, path)))
    .orderBy(desc(zoneInbox.declaredAt), desc(zoneInbox.id))
    .limit(ZONE_PAGE_SIZE)
    .offset((filters.page - 1) * ZONE_PAGE_SIZE)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: declarations.id,
        register: declarations.register,
        form: declarations.form,
        category: sql<unknown>`${declarations.payload}->>'category'`,
        createdAt: declarations.createdAt,
        status: declarations.status,
        state: desk.state,
        contactedAt: desk.contactedAt,
        newInformation: desk.newInformation,
      })
      .from(page)
      .innerJoin(desk, eq(desk.id, page.id))
      .innerJoin(declarations, eq(declarations.id, desk.declarationId))
      .orderBy(desc(page.declaredAt), desc(page.id)),
    counting,
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      register: row.register,
      form: row.form as DeclarationForm,
      form_title: formTitle(row.form, row.category, filters.lang),
      received_at: row.createdAt.toISOString(),
      state: row.state,
      flags: flagsOf(row.status, row),
    })),
    page: filters.page,
    page_size: ZONE_PAGE_SIZE,
    total: Math.min(total, ZONE_COUNT_CAP),
    more: total > ZONE_COUNT_CAP,
  };
}
