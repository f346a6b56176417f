import type { ZoneRelated } from '@pow/contracts/zone-desk';
import type { Db } from '../db/database.ts';
import { type LoggedDeclaration, type LoggedOfficer, logAccess } from '../zone-desk/access-log.ts';

/**
 * Other zones' register numbers were shown on a sheet (issue 31): one line of the zone's access log, on
 * the sheet's declaration, naming each of them once. Another zone's declaration is never opened here, but
 * learning of it is a look all the same; the zone's own declarations its officers may open anyway.
 */
export async function logRelated(
  db: Db,
  officer: LoggedOfficer,
  declaration: LoggedDeclaration,
  related: readonly ZoneRelated[],
  address: string,
): Promise<void> {
  const shown = related.flatMap((one) => one.declarations.filter((other) => !other.own_zone));
  const registers = [...new Set(shown.map((other) => other.register))];
  if (registers.length)
    await logAccess(db, officer, declaration, 'related', address, { subject: registers.join(' ') });
}
