import { Client, type OAuthClientInformationMixed, type OAuthClientMetadata, type OAuthClientProvider, type OAuthDiscoveryState, type OAuthTokens } from '@modelcontextprotocol/client';

/** Where an AI client would receive the code; nothing listens there: the tests read the redirect. */
export const REDIRECT_URL = 'http://127.0.0.1:33418/callback';

/** The name the test's AI client gives itself (Settings lists it by this name). */
export const AI_CLIENT_NAME = 'test-ai-client';

/**
 * An OAuth client as an AI client keeps it: in memory, with the authorization URL it was sent to,
 * the discovery it made (so the callback is checked against the same provider) and forgetting what
 * the provider says is no longer valid.
 */
export class MemoryOAuthClient implements OAuthClientProvider {
  information?: OAuthClientInformationMixed;
  savedTokens?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  discovery?: OAuthDiscoveryState;
  get redirectUrl() {
    return REDIRECT_URL;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: 'Test AI Client', redirect_uris: [REDIRECT_URL], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  }
  clientInformation = () => this.information;
  saveClientInformation = (information: OAuthClientInformationMixed) => void (this.information = information);
  tokens = () => this.savedTokens;
  saveTokens = (tokens: OAuthTokens) => void (this.savedTokens = tokens);
  redirectToAuthorization = (url: URL) => void (this.authorizationUrl = url);
  saveCodeVerifier = (verifier: string) => void (this.verifier = verifier);
  codeVerifier = () => this.verifier;
  saveDiscoveryState = (state: OAuthDiscoveryState) => void (this.discovery = state);
  discoveryState = () => this.discovery;
  invalidateCredentials = (scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery') => {
    if (scope === 'all' || scope === 'tokens') this.savedTokens = undefined;
    if (scope === 'all' || scope === 'client') this.information = undefined;
    if (scope === 'all' || scope === 'verifier') this.verifier = '';
    if (scope === 'all' || scope === 'discovery') this.discovery = undefined;
  };
}

/** A current AI client: it probes for the newest revision of the protocol and falls back to the 2025 ones where a server has only those. */
export const aiClient = () => new Client({ name: AI_CLIENT_NAME, version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
