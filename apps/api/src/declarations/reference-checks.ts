import type { Declaration } from '@pow/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { refInsurers, refObjects } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/**
 * The rules of a damage declaration that need the server's data rather than the shared schema: every
 * object is one of the objects catalogue and every insurer one of the insurers list (spec §3 Reference
 * lists; required_field, as for a choice outside its options, spec §5), and a cable declaration is
 * filed for a place in a pilot zone (spec §2 Cable-damage pilot). Answers the first failure, or nothing.
 */
export async function referenceFailure(
  db: Db,
  declaration: Declaration,
  zoneKey: string,
  cablePilotZones: readonly string[],
): Promise<HttpError | undefined> {
  if (declaration.form !== 'degradation') return undefined;
  const objects = declaration.damaged_objects;
  const objectKeys = [...new Set(objects.map((entry) => entry.object.tkey))];
  const known = new Set(
    (
      await db.select({ tkey: refObjects.tkey }).from(refObjects).where(inArray(refObjects.tkey, objectKeys))
    ).map((row) => row.tkey),
  );
  const unknownObject = objects.findIndex((entry) => !known.has(entry.object.tkey));
  if (unknownObject >= 0) {
    return new HttpError(400, 'required_field', undefined, [
      'damaged_objects',
      unknownObject,
      'object',
      'tkey',
    ]);
  }

  const companyOf = (index: number) => {
    const insurance = objects[index]?.insurance;
    return insurance?.has_insurance === 'yes' ? insurance.company : undefined;
  };
  const companies = [
    ...new Set(objects.map((_, index) => companyOf(index)).filter((key) => key !== undefined)),
  ];
  if (companies.length > 0) {
    const insurers = new Set(
      (
        await db
          .select({ tkey: refInsurers.tkey })
          .from(refInsurers)
          .where(inArray(refInsurers.tkey, companies))
      ).map((row) => row.tkey),
    );
    const unknownInsurer = objects.findIndex((_, index) => {
      const company = companyOf(index);
      return company !== undefined && !insurers.has(company);
    });
    if (unknownInsurer >= 0) {
      return new HttpError(400, 'required_field', undefined, [
        'damaged_objects',
        unknownInsurer,
        'insurance',
        'company',
      ]);
    }
  }

  if (declaration.category === 'cables' && !cablePilotZones.includes(zoneKey)) {
    return new HttpError(400, 'error_cable_not_in_pilot', undefined, ['fact', 'address', 'municipality']);
  }
  return undefined;
}
