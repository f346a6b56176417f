import * as oidc from 'openid-client';
import type { ProviderConfig } from '../config/config.ts';

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  locale: string;
  loginHint?: string;
}

/**
 * One OpenID Connect provider seen from the portal: FAS for citizens, the police provider for officers,
 * or the built-in test provider. Discovery is lazy so the server can start before its provider answers.
 */
export class RelyingParty {
  private configuration: Promise<oidc.Configuration> | undefined;
  private readonly provider: ProviderConfig;

  constructor(provider: ProviderConfig) {
    this.provider = provider;
  }

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.provider.issuer),
        this.provider.clientId,
        this.provider.clientSecret,
        undefined,
        {
          // Only the built-in provider, reached over plain http on this host, needs this.
          execute: this.provider.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** Resolves once the provider's discovery document is read (kept after the first time): readiness. */
  async ready(): Promise<void> {
    await this.discover();
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    const configuration = await this.discover();
    const parameters: Record<string, string> = {
      redirect_uri: request.redirectUri,
      scope: this.provider.scope,
      state: request.state,
      nonce: request.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: request.locale,
      // A shared computer at a police desk or in a library must never reuse someone's provider session.
      prompt: 'login',
    };
    if (request.loginHint) parameters.login_hint = request.loginHint;
    return oidc.buildAuthorizationUrl(configuration, parameters);
  }

  /** Exchanges the code of the callback and returns the user-info claims. */
  async finish(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<Record<string, unknown>> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const subject = tokens.claims()?.sub;
    if (!subject) throw new Error('id token without subject');
    const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, subject);
    return { ...tokens.claims(), ...userInfo };
  }
}
