import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { TestIdentities } from './identities.ts';

export const TEST_IDP_PATH = '/idp';
export const INTERACTION_PATH = '/idp-interaction';
export const CITIZEN_CLIENT = 'pow-citizen';
export const POLICE_CLIENT = 'pow-police';

/**
 * The people FAS signs in here: the fixture citizens and the registry's other persons, who have an eID
 * too (Sofie Janssens follows the declaration an officer filed for her, issue 17); the latter have no
 * e-mail address.
 */
export const signInCitizens = (identities: TestIdentities) => [
  ...identities.citizens,
  ...identities.registry_only_persons,
];

/** The claims a test identity carries, in the model of FAS and of the police provider. */
export function claimsOf(
  identities: TestIdentities,
  accountId: string,
): Record<string, string | string[]> | undefined {
  const citizen = signInCitizens(identities).find((c) => c.rrn === accountId);
  if (citizen) {
    return {
      sub: citizen.rrn,
      egovNRN: citizen.rrn,
      givenName: citizen.first_name,
      surname: citizen.last_name,
      mail: citizen.email ?? '',
      prefLanguage: citizen.language,
    };
  }
  const officer = identities.police_officers.find((o) => o.username === accountId);
  if (officer) {
    return {
      sub: officer.username,
      matricule: officer.matricule,
      givenName: officer.first_name,
      surname: officer.last_name,
      mail: `${officer.username}@police.example.be`,
      prefLanguage: officer.language,
      zone: officer.zone,
      roles: officer.roles ?? [],
    };
  }
  return undefined;
}

/**
 * The built-in OpenID Connect provider of the embedded setup: a real authorization-code flow with PKCE,
 * signing in the fixture citizens (client pow-citizen) and officers (client pow-police).
 * Its keys and grants live in memory: it exists only for demonstration and tests.
 */
export function createTestProvider(options: {
  publicUrl: string;
  clientSecret: string;
  identities: TestIdentities;
  trustProxy: boolean;
}): Provider {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const redirectUri = `${options.publicUrl}/index.php/app/login/callback`;
  const client = (clientId: string) => ({
    client_id: clientId,
    client_secret: options.clientSecret,
    redirect_uris: [redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
  });
  const provider = new Provider(`${options.publicUrl}${TEST_IDP_PATH}`, {
    clients: [client(CITIZEN_CLIENT), client(POLICE_CLIENT)],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid', 'profile', 'egovNRN', 'police'],
    claims: {
      openid: ['sub'],
      profile: ['givenName', 'surname', 'mail', 'prefLanguage'],
      egovNRN: ['egovNRN'],
      police: ['matricule', 'zone', 'roles'],
    },
    pkce: { required: () => true },
    // Short lives: a test sign-in is finished within minutes, and nothing here is refreshed.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 300, IdToken: 300 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    findAccount: (_ctx, accountId) => {
      const claims = claimsOf(options.identities, accountId);
      return claims ? { accountId, claims: () => ({ ...claims, sub: accountId }) } : undefined;
    },
    // The portal is a first-party client: the person is never asked to consent to share their name.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId!,
      });
      grant.addOIDCScope(String(oidc.params!.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
  provider.proxy = options.trustProxy;
  return provider;
}
