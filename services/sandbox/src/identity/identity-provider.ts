import { createHash } from 'node:crypto';
import { join } from 'node:path';
import express, { type Router } from 'express';
import { interactionPolicy, Provider, type Configuration } from 'oidc-provider';
import { dataDir, type Env } from '@asiguro/platform';
import { identitySigningKey } from './identity-keys';
import { accountChooserPage, identityErrorPage } from './identity-pages';
import { memoryAdapter } from './memory-adapter';
import { claimsOf, TEST_USERS, type IdentityProviderId } from './test-users';

/** The OAuth client the API is registered as at every sandbox provider. */
export const SANDBOX_CLIENT_ID = 'asiguro';

/** Where a sandbox provider is mounted on the sandbox (its issuer is the public URL plus this). */
export function identityMountPath(provider: IdentityProviderId): string {
  return `/oidc/${provider}`;
}

/**
 * One OpenID Connect provider with test users: authorization code with PKCE (S256 required),
 * client_secret_basic, RS256 ID tokens carrying the profile, e-mail and `roles` claims. The
 * account chooser is shown on every authorization request (no single sign-on between test users).
 */
export function createIdentityProvider(provider: IdentityProviderId, config: Env): Provider {
  const mount = identityMountPath(provider);
  const users = TEST_USERS[provider];
  const alwaysChoose = new interactionPolicy.Check(
    'account_chooser',
    'the sandbox asks which test user signs in on every request',
    (ctx) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
  );
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(alwaysChoose);
  const secret = config.SANDBOX_OIDC_CLIENT_SECRET;

  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: SANDBOX_CLIENT_ID,
        client_secret: secret,
        redirect_uris: [`${config.PUBLIC_URL}/api/auth/oidc/${provider}/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [identitySigningKey(join(dataDir(config), 'sandbox-identity'), provider)] },
    cookies: { keys: [createHash('sha256').update(`sandbox-identity-cookies:${provider}:${secret}`).digest('hex')] },
    claims: {
      openid: ['sub', 'roles'],
      email: ['email', 'email_verified', 'is_private_email'],
      profile: ['name', 'given_name', 'family_name', 'locale'],
    },
    // Claims in the ID token itself, as Google and Apple do for the code flow.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => {
      const user = users.find((candidate) => candidate.sub === id);
      return user ? { accountId: user.sub, claims: () => claimsOf(user, provider) } : undefined;
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${mount}/interaction/${interaction.uid}`, policy },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, IdToken: 3600, AccessToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = identityErrorPage(out);
    },
  };
  return new Provider(`${config.SANDBOX_PUBLIC_URL}${mount}`, configuration);
}

/**
 * The provider's own pages: the account chooser, choosing a test user (signs in and grants the
 * requested scopes: first-party client, no consent screen), and cancel (access_denied).
 */
export function interactionRoutes(provider: IdentityProviderId, oidc: Provider): Router {
  const users = TEST_USERS[provider];
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '2kb' }));
  router.get('/interaction/:uid', async (req, res, next) => {
    try {
      const interaction = await oidc.interactionDetails(req, res);
      res
        .type('html')
        .setHeader('Cache-Control', 'no-store')
        .send(accountChooserPage(provider, `${identityMountPath(provider)}/interaction/${interaction.uid}`, users));
    } catch (error) {
      next(error);
    }
  });
  router.post('/interaction/:uid/login', async (req, res, next) => {
    try {
      const interaction = await oidc.interactionDetails(req, res);
      const body = req.body as Record<string, unknown> | undefined;
      const user = users.find((candidate) => candidate.sub === body?.account);
      if (!user) {
        res.status(400).type('text').send('unknown test user');
        return;
      }
      const grant = new oidc.Grant({ accountId: user.sub, clientId: String(interaction.params.client_id) });
      grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await oidc.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });
  router.post('/interaction/:uid/abort', async (req, res, next) => {
    try {
      await oidc.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user canceled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });
  return router;
}
