/** The query of the sent page (spec §2): `request`, the declaration's guid, and `register`, its identifier. */
export interface SuccessQuery {
  /** Only a well-formed guid: anything else is not asked for (the server would refuse it). */
  readonly request: string | undefined;
  /** Only letters, digits and hyphens (e.g. 2026-5345-000042), at most 40: it is shown large. */
  readonly register: string | undefined;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REGISTER = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

export function readSuccessQuery(search: string): SuccessQuery {
  const query = new URLSearchParams(search);
  const request = query.get('request')?.trim() ?? '';
  const register = query.get('register')?.trim() ?? '';
  return {
    request: GUID.test(request) ? request : undefined,
    register: REGISTER.test(register) ? register : undefined,
  };
}
