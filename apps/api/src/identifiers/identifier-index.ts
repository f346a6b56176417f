import {
  COUNTRY_PICTURE_DAYS,
  COUNTRY_PICTURE_MIN_DECLARATIONS,
  type CountryPictureRow,
  type IdentifierKind,
  RELATED_LIST_MAX,
  type ZoneRelated,
} from '@pow/contracts/zone-desk';
import type { DeclarationForm, Locale } from '@pow/domain';
import { and, asc, count, countDistinct, desc, eq, gte, inArray, lte, max, min, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { declarationIdentifiers, declarations, refPoliceZones } from '../db/schema.ts';
import { zoneNameColumns, zoneNameIn } from '../reference-data/police-zones.ts';
import { formTitle } from '../zone-desk/inbox-query.ts';
import type { Identifier } from './normalise-identifier.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Indexes identifiers named later, in an addition: each once per declaration, named then. */
export async function recordIdentifiers(
  db: Db,
  declarationId: string,
  identifiers: readonly Identifier[],
): Promise<void> {
  if (!identifiers.length) return;
  await db
    .insert(declarationIdentifiers)
    .values(
      identifiers.map(({ kind, value, country = null, bank = null }) => ({
        declarationId,
        kind,
        value,
        country,
        bank,
      })),
    )
    .onConflictDoNothing();
}

const other = alias(declarationIdentifiers, 'other');

/**
 * The identifiers of one declaration that other declarations name too, in any zone, each with the newest
 * RELATED_LIST_MAX of them (register, zone in the reader's language, date, form) and how many there are.
 * An identifier no other declaration names is not listed.
 */
export async function relatedDeclarations(
  db: Db,
  declarationId: string,
  officerZone: string,
  locale: Locale,
): Promise<ZoneRelated[]> {
  const ranked = db
    .select({
      kind: declarationIdentifiers.kind,
      value: declarationIdentifiers.value,
      id: declarations.id,
      register: declarations.register,
      zoneKey: declarations.zoneKey,
      createdAt: declarations.createdAt,
      form: declarations.form,
      category: sql<unknown>`${declarations.payload}->>'category'`.as('category'),
      factType: declarations.factType,
      rank: sql<number>`row_number() over (partition by ${declarationIdentifiers.kind}, ${declarationIdentifiers.value} order by ${declarations.createdAt} desc, ${declarations.id})`.as(
        'rank',
      ),
      total:
        sql<number>`count(*) over (partition by ${declarationIdentifiers.kind}, ${declarationIdentifiers.value})`.as(
          'total',
        ),
    })
    .from(declarationIdentifiers)
    .innerJoin(
      other,
      and(
        eq(other.kind, declarationIdentifiers.kind),
        eq(other.value, declarationIdentifiers.value),
        ne(other.declarationId, declarationIdentifiers.declarationId),
      ),
    )
    .innerJoin(declarations, eq(declarations.id, other.declarationId))
    .where(eq(declarationIdentifiers.declarationId, declarationId))
    .as('ranked');
  const rows = await db
    .select({
      kind: ranked.kind,
      value: ranked.value,
      id: ranked.id,
      register: ranked.register,
      zoneKey: ranked.zoneKey,
      createdAt: ranked.createdAt,
      form: ranked.form,
      category: ranked.category,
      factType: ranked.factType,
      total: ranked.total,
      zone: zoneNameColumns,
    })
    .from(ranked)
    .innerJoin(refPoliceZones, eq(refPoliceZones.key, ranked.zoneKey))
    .where(lte(ranked.rank, RELATED_LIST_MAX))
    .orderBy(asc(ranked.kind), asc(ranked.value), asc(ranked.rank));
  const related = new Map<string, ZoneRelated>();
  for (const { zone, ...row } of rows) {
    const key = `${row.kind}\n${row.value}`;
    const entry = related.get(key) ?? {
      kind: row.kind,
      value: row.value,
      total: Number(row.total),
      declarations: [],
    };
    related.set(key, entry);
    const ownZone = row.zoneKey === officerZone;
    entry.declarations.push({
      register: row.register,
      zone: zoneNameIn(zone, locale),
      own_zone: ownZone,
      id: ownZone ? row.id : null,
      received_at: row.createdAt.toISOString(),
      form: row.form as DeclarationForm,
      form_title: formTitle(row.form, row.category, locale, row.factType),
    });
  }
  return [...related.values()];
}

/**
 * The country's picture (issue 31): every identifier named in COUNTRY_PICTURE_MIN_DECLARATIONS or more
 * declarations in the last COUNTRY_PICTURE_DAYS days, across every zone, those named most first, with its
 * counts by zone and when it was first and last named. `limit` rows at most (none for the CSV).
 */
export async function countryPicture(
  db: Db,
  locale: Locale,
  now: Date,
  limit?: number,
): Promise<{ since: Date; rows: CountryPictureRow[]; more: boolean }> {
  const since = new Date(now.getTime() - COUNTRY_PICTURE_DAYS * DAY_MS);
  const recent = gte(declarationIdentifiers.namedAt, since);
  const named = countDistinct(declarationIdentifiers.declarationId);
  const query = db
    .select({
      kind: declarationIdentifiers.kind,
      value: declarationIdentifiers.value,
      bank: max(declarationIdentifiers.bank),
      declarations: named,
      firstAt: min(declarationIdentifiers.namedAt),
      lastAt: max(declarationIdentifiers.namedAt),
    })
    .from(declarationIdentifiers)
    .where(recent)
    .groupBy(declarationIdentifiers.kind, declarationIdentifiers.value)
    .having(gte(named, COUNTRY_PICTURE_MIN_DECLARATIONS))
    .orderBy(desc(named), desc(max(declarationIdentifiers.namedAt)), asc(declarationIdentifiers.value));
  const found = await (limit === undefined ? query : query.limit(limit + 1));
  const shown = limit === undefined ? found : found.slice(0, limit);
  const zones = await zonesNaming(db, shown, since, locale);
  return {
    since,
    more: limit !== undefined && found.length > limit,
    rows: shown.map((row) => ({
      kind: row.kind,
      value: row.value,
      bank: row.bank,
      declarations: Number(row.declarations),
      zones: zones.get(`${row.kind}\n${row.value}`) ?? [],
      first_at: new Date(row.firstAt ?? now).toISOString(),
      last_at: new Date(row.lastAt ?? now).toISOString(),
    })),
  };
}

/** For each identifier shown, its declarations of the period by zone, the most first. */
async function zonesNaming(
  db: Db,
  shown: readonly { kind: IdentifierKind; value: string }[],
  since: Date,
  locale: Locale,
) {
  const byIdentifier = new Map<string, CountryPictureRow['zones']>();
  if (!shown.length) return byIdentifier;
  const declarationsOfZone = count();
  const rows = await db
    .select({
      kind: declarationIdentifiers.kind,
      value: declarationIdentifiers.value,
      zone: zoneNameColumns,
      declarations: declarationsOfZone,
    })
    .from(declarationIdentifiers)
    .innerJoin(declarations, eq(declarations.id, declarationIdentifiers.declarationId))
    .innerJoin(refPoliceZones, eq(refPoliceZones.key, declarations.zoneKey))
    .where(
      and(
        gte(declarationIdentifiers.namedAt, since),
        inArray(
          declarationIdentifiers.value,
          shown.map((row) => row.value),
        ),
      ),
    )
    .groupBy(
      declarationIdentifiers.kind,
      declarationIdentifiers.value,
      refPoliceZones.key,
      refPoliceZones.name,
      refPoliceZones.names,
    )
    .orderBy(desc(declarationsOfZone), asc(refPoliceZones.name));
  const wanted = new Set(shown.map((row) => `${row.kind}\n${row.value}`));
  for (const row of rows) {
    const key = `${row.kind}\n${row.value}`;
    if (!wanted.has(key)) continue;
    const zones = byIdentifier.get(key) ?? [];
    zones.push({ zone: zoneNameIn(row.zone, locale), declarations: Number(row.declarations) });
    byIdentifier.set(key, zones);
  }
  return byIdentifier;
}
