import { ZONE_PAGE_SIZE, type ZoneInbox, type ZoneInboxQuerySchema } from '@pow/contracts/zone-desk';
import { type DeclarationForm, definitionOf, type Locale, titleKeyOf } from '@pow/domain';
import { summaryText } from '@pow/i18n/summary/texts';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { declarations, zoneInbox } from '../db/schema.ts';
import { brusselsDayStart } from './brussels-day.ts';
import { flagsOf } from './zone-case.ts';

type Filters = z.output<typeof ZoneInboxQuerySchema>;

/** The person a declaration is about, as one searchable text: the declarant and the victim, by name. */
const personNames = sql`concat_ws(' ',
  ${declarations.payload}->'declarant'->>'firstname', ${declarations.payload}->'declarant'->>'lastname',
  ${declarations.payload}->'victim'->>'firstname', ${declarations.payload}->'victim'->>'lastname',
  ${declarations.payload}->'victim'->>'name')`;

/** `%` and `_` typed by an officer are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(zone: string, filters: Filters): SQL[] {
  const where: SQL[] = [eq(zoneInbox.zoneKey, zone)];
  if (filters.state) where.push(eq(zoneInbox.state, filters.state));
  if (filters.form) where.push(eq(declarations.form, filters.form));
  if (filters.from) where.push(gte(declarations.createdAt, brusselsDayStart(filters.from)));
  if (filters.to) where.push(lt(declarations.createdAt, brusselsDayStart(filters.to, 1)));
  if (filters.q) {
    // Each word must be found, in the register number or in a name: "Peeters Jan" finds Jan Peeters.
    for (const word of filters.q.split(/\s+/)) {
      where.push(or(ilike(declarations.register, containing(word)), ilike(personNames, containing(word)))!);
    }
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

/** One page of the inbox of the officer's zone, newest first, filtered and searched. */
export async function inboxPage(db: Db, zone: string, filters: Filters): Promise<ZoneInbox> {
  const where = and(...conditions(zone, filters));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: declarations.id,
        register: declarations.register,
        form: declarations.form,
        category: sql<unknown>`${declarations.payload}->>'category'`,
        createdAt: declarations.createdAt,
        status: declarations.status,
        state: zoneInbox.state,
        contactedAt: zoneInbox.contactedAt,
      })
      .from(zoneInbox)
      .innerJoin(declarations, eq(declarations.id, zoneInbox.declarationId))
      .where(where)
      .orderBy(desc(declarations.createdAt), desc(declarations.register))
      .limit(ZONE_PAGE_SIZE)
      .offset((filters.page - 1) * ZONE_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(zoneInbox)
      .innerJoin(declarations, eq(declarations.id, zoneInbox.declarationId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      register: row.register,
      form: row.form as DeclarationForm,
      form_title: formTitle(row.form, row.category, filters.lang),
      received_at: row.createdAt.toISOString(),
      state: row.state,
      flags: flagsOf(row.status, row.contactedAt),
    })),
    page: filters.page,
    page_size: ZONE_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
