import type { RegistryPerson } from '@pow/domain';

/** The officer who files, as the police session names them. */
export interface OfficerDraft {
  readonly firstname: string;
  readonly lastname: string;
  readonly matricule: string;
}

/** The victim's rrn as the officer typed it, and the registry's person once a search found one. */
export interface VictimLookupDraft {
  readonly rrn: string;
  readonly person: RegistryPerson | undefined;
}

/** The person found is the victim only while the number typed is still theirs. */
export const foundFor = ({ rrn, person }: VictimLookupDraft) =>
  person !== undefined && person.rrn === rrn.replace(/\D/g, '') ? person : undefined;
