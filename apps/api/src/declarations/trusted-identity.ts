import { type Declaration, fromRegistryAddress, namesMatch, registryIdentity } from '@pow/domain';
import { HttpError } from '../http/errors.ts';
import { RegistryUnavailableError } from '../registries/national-registry.ts';
import type { Registries } from '../registries/registries.ts';
import type { Session } from '../session/session-store.ts';

type Path = (string | number)[];

/**
 * Who a declaration is about is not the browser's to say: the fields the forms show locked are put back
 * from their source on receipt. A federal declarant's names and rrn are the session's and the rest their
 * registry record; a manual declarant's rrn must be a registry person's, with the names typed; an officer's matricule is the session's and the victim is the registry's person of
 * that rrn; an organisation victim is the enterprise register's. For phishing the declarant's or the
 * victim's address decides the competent zone, so this also keeps a declaration in its own zone.
 */
export async function withTrustedIdentity(
  declaration: Declaration,
  session: Session,
  registries: Registries,
): Promise<Declaration> {
  const person = async (rrn: string, path: Path) => {
    const found = await registries.people.findByRrn(rrn).catch(unavailable('error_rrn_not_available'));
    if (!found) throw new HttpError(400, 'error_rrn_no_match', undefined, path);
    return registryIdentity(found);
  };
  const enterprise = async (number: string) => {
    const found = await registries.enterprises.get(number).catch(unavailable('error_occured'));
    if (!found) throw new HttpError(400, 'error_choose_enterprise', undefined, ['victim', 'number']);
    return { name: found.name, legal_form: found.legal_form, address: fromRegistryAddress(found.address) };
  };

  if (declaration.form === 'phishing_officer') {
    const { rrn, ...victim } = await person(declaration.victim.rrn, ['victim', 'rrn']);
    return {
      ...declaration,
      officer: {
        matricule: session.info.matricule ?? '',
        firstname: session.info.first_name,
        lastname: session.info.last_name,
      },
      victim: { ...declaration.victim, ...victim },
    };
  }
  let trusted: Declaration = declaration;
  if (declaration.declarant.identification === 'manual') {
    // Typed, not proven: the rrn must be a person's, and the names typed theirs (issue 20). An unknown
    // number is answered as a name that does not match, so that no one learns whether a number exists.
    const { declarant } = declaration;
    const found = await registries.people
      .findByRrn(declarant.rrn)
      .catch(unavailable('error_rrn_not_available'));
    if (!found || !namesMatch(declarant, registryIdentity(found)))
      throw new HttpError(400, 'error_rrn_name_mismatch', undefined, ['declarant', 'lastname']);
  }
  if (declaration.declarant.identification === 'federal') {
    const { rrn, ...record } = await person(session.info.rrn ?? '', ['declarant']);
    trusted = {
      ...trusted,
      declarant: {
        ...declaration.declarant,
        ...record,
        rrn,
        firstname: session.info.first_name,
        lastname: session.info.last_name,
      },
    } as Declaration;
  }
  const victim = 'victim' in declaration ? declaration.victim : undefined;
  if (victim?.declare_for === 'organisation') {
    trusted = { ...trusted, victim: { ...victim, ...(await enterprise(victim.number)) } } as Declaration;
  }
  return trusted;
}

/**
 * The national numbers a trusted declaration proves (issue 17), which own it: the declarant's when the
 * federal sign-in gave it, the victim's when an officer found the victim in the registry. A number the
 * person typed (manual identification) or gave for someone else proves nothing and owns nothing.
 */
export function provenOwners(declaration: Declaration): {
  declarantRrn: string | null;
  victimRrn: string | null;
} {
  if (declaration.form === 'phishing_officer')
    return { declarantRrn: null, victimRrn: declaration.victim.rrn };
  const { declarant } = declaration;
  return {
    declarantRrn: declarant.identification === 'federal' ? (declarant.rrn ?? null) : null,
    victimRrn: null,
  };
}

const unavailable = (key: string) => (error: unknown) => {
  if (error instanceof RegistryUnavailableError) throw new HttpError(503, key);
  throw error;
};
