import {
  CitizenClaimsSchema,
  type Locale,
  PoliceClaimsSchema,
  type SessionInfo,
  SUPERVISOR_ROLE,
  toLocale,
  type UserType,
} from '@pow/domain';

/** Maps the provider's claims (FAS model) to the session's info; throws on claims that do not fit. */
export function sessionInfoFromClaims(
  userType: UserType,
  claims: Record<string, unknown>,
  fallbackLocale: Locale,
): SessionInfo {
  if (userType === 'citizen') {
    const c = CitizenClaimsSchema.parse(claims);
    return {
      first_name: c.givenName,
      last_name: c.surname,
      email: c.mail ?? '',
      language: toLocale(c.prefLanguage) ?? fallbackLocale,
      rrn: c.egovNRN,
    };
  }
  const p = PoliceClaimsSchema.parse(claims);
  return {
    first_name: p.givenName,
    last_name: p.surname,
    email: p.mail ?? '',
    language: toLocale(p.prefLanguage) ?? fallbackLocale,
    matricule: p.matricule,
    ...(p.zone ? { zone: p.zone } : {}),
    role: p.roles?.includes(SUPERVISOR_ROLE) ? SUPERVISOR_ROLE : 'officer',
  };
}
