import {
  type Declaration,
  type DegradationDeclaration,
  definitionOf,
  type PersonDeclaration,
  type ReferenceCheck,
} from '@pow/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { refInsurers, refObjects } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

interface CheckContext {
  readonly db: Db;
  readonly declaration: Declaration;
  readonly zoneKey: string;
  readonly cablePilotZones: readonly string[];
}

// The checks that read damaged objects are named only by the damage forms.
const objectsOf = (declaration: Declaration) => (declaration as DegradationDeclaration).damaged_objects;

/** A choice outside the server's list is refused like one outside its options (spec §5). */
const notInList = (index: number, ...field: string[]) =>
  new HttpError(400, 'required_field', undefined, ['damaged_objects', index, ...field]);

/**
 * The rules of a declaration that need the server's data rather than the shared schema, by the name a
 * form gives them in its definition (`referenceChecks`).
 */
const CHECKS: Readonly<Record<ReferenceCheck, (context: CheckContext) => Promise<HttpError | undefined>>> = {
  /** Every object is one of the objects catalogue (spec §3 Reference lists). */
  async objects({ db, declaration }) {
    const objects = objectsOf(declaration);
    const keys = [...new Set(objects.map((entry) => entry.object.tkey))];
    const rows = await db
      .select({ tkey: refObjects.tkey })
      .from(refObjects)
      .where(inArray(refObjects.tkey, keys));
    const known = new Set(rows.map((row) => row.tkey));
    const unknown = objects.findIndex((entry) => !known.has(entry.object.tkey));
    return unknown >= 0 ? notInList(unknown, 'object', 'tkey') : undefined;
  },
  /** Every insurer named is one of the insurers list. */
  async insurers({ db, declaration }) {
    const companies = objectsOf(declaration).map(({ insurance }) =>
      insurance?.has_insurance === 'yes' ? insurance.company : undefined,
    );
    const named = [...new Set(companies.filter((key) => key !== undefined))];
    if (named.length === 0) return undefined;
    const rows = await db
      .select({ tkey: refInsurers.tkey })
      .from(refInsurers)
      .where(inArray(refInsurers.tkey, named));
    const known = new Set(rows.map((row) => row.tkey));
    const unknown = companies.findIndex((company) => company !== undefined && !known.has(company));
    return unknown >= 0 ? notInList(unknown, 'insurance', 'company') : undefined;
  },
  /** A lost object is one of the objects catalogue (issue 33), like a damaged one. */
  async 'lost-object'({ db, declaration }) {
    const lost = (declaration as PersonDeclaration).fact.lost_object;
    if (!lost) return undefined;
    const rows = await db
      .select({ tkey: refObjects.tkey })
      .from(refObjects)
      .where(inArray(refObjects.tkey, [lost.object.tkey]));
    return rows.length > 0
      ? undefined
      : new HttpError(400, 'required_field', undefined, ['fact', 'lost_object', 'object', 'tkey']);
  },
  /** The place of the fact is in a zone of the cable-damage pilot (spec §2 Cable-damage pilot). */
  async 'cable-pilot'({ zoneKey, cablePilotZones }) {
    if (cablePilotZones.includes(zoneKey)) return undefined;
    return new HttpError(400, 'error_cable_not_in_pilot', undefined, ['fact', 'address', 'municipality']);
  },
};

/** Runs the reference checks the declaration's form names, in order; answers the first failure, or nothing. */
export async function referenceFailure(
  db: Db,
  declaration: Declaration,
  zoneKey: string,
  cablePilotZones: readonly string[],
): Promise<HttpError | undefined> {
  for (const check of definitionOf(declaration)?.referenceChecks ?? []) {
    const failure = await CHECKS[check]({ db, declaration, zoneKey, cablePilotZones });
    if (failure) return failure;
  }
  return undefined;
}
