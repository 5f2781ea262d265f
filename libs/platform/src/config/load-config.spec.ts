import { ConfigError, parseConfig } from './load-config';

/** What `npm start` and the tests ask for; production is what an unset NODE_ENV means. */
const DEVELOPMENT = { NODE_ENV: 'development' } as const;

/** A production configuration with every required secret and an https address. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://asiguro.md',
  SESSION_SECRET: 'x'.repeat(40),
  INSURER_CALLBACK_SECRET: 'i'.repeat(32),
  PAYMENT_CARD_SECRET: 'c'.repeat(32),
  PAYMENT_ONLINE_SECRET: 'o'.repeat(32),
  PAYMENT_MOBILE_SECRET: 'm'.repeat(32),
  DOCUMENT_SIGNING_P12: '/etc/asiguro/signing.p12',
  WALLET_KEYS_DIR: '/etc/asiguro/wallet',
  GOOGLE_WALLET_ISSUER_ID: '3388000000022999999',
  API_METRICS_PORT: '9464',
};

function problemsOf(source: NodeJS.ProcessEnv): string[] {
  try {
    parseConfig(source);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.map((problem) => problem.variable).sort();
  }
}

describe(parseConfig.name, () => {
  it('gives every variable its documented default', () => {
    const config = parseConfig(DEVELOPMENT);
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBe('postgres://asiguro:asiguro@127.0.0.1:5432/asiguro');
    expect(config.SANDBOX_PUBLIC_URL).toBe(config.SANDBOX_URL);
  });

  it('derives the public URL from PORT when it is not set', () => {
    expect(parseConfig({ ...DEVELOPMENT, PORT: '3005' }).PUBLIC_URL).toBe('http://localhost:3005');
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ ...DEVELOPMENT, PORT: '' }).PORT).toBe(3000);
  });

  it('names each bad variable', () => {
    try {
      parseConfig({ ...DEVELOPMENT, PORT: 'abc', REDIS_URL: 'http://nope', LOG_LEVEL: 'loud' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const variables = (error as ConfigError).problems.map((problem) => problem.variable).sort();
      expect(variables).toEqual(['LOG_LEVEL', 'PORT', 'REDIS_URL']);
      expect((error as Error).message).toMatch(/REDIS_URL: must be a redis:\/\//);
    }
  });

  it('refuses to run in production with any development secret, naming each', () => {
    try {
      parseConfig({ NODE_ENV: 'production' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.variable).sort()).toEqual([
        'API_METRICS_PORT',
        'DOCUMENT_SIGNING_P12',
        'GOOGLE_WALLET_ISSUER_ID',
        'INSURER_CALLBACK_SECRET',
        'PAYMENT_CARD_SECRET',
        'PAYMENT_MOBILE_SECRET',
        'PAYMENT_ONLINE_SECRET',
        'PUBLIC_URL',
        'SESSION_SECRET',
        'WALLET_KEYS_DIR',
      ]);
    }
    expect(parseConfig(PRODUCTION).NODE_ENV).toBe('production');
  });

  it('refuses to start with development secrets when NODE_ENV is not set, and says how to ask for development', () => {
    const missing = problemsOf({});
    expect(missing).toEqual(expect.arrayContaining(['NODE_ENV', 'SESSION_SECRET', 'PAYMENT_CARD_SECRET']));
    try {
      parseConfig({});
    } catch (error) {
      expect((error as Error).message).toMatch(/NODE_ENV: is not set, so production is assumed.*NODE_ENV=development/);
    }
    // With real secrets, an unset NODE_ENV runs as production: no sandbox identity providers.
    const { NODE_ENV: _production, ...unset } = PRODUCTION;
    const config = parseConfig(unset);
    expect(config.NODE_ENV).toBe('production');
    expect(config.OIDC_PROVIDERS).toEqual([]);
    // Development, asked for: its secrets and the sandbox's identity providers.
    expect(parseConfig(DEVELOPMENT).OIDC_PROVIDERS.map((provider) => provider.id)).toEqual(['google', 'apple']);
  });

  it('requires real wallet-pass keys in production, as it does the document-signing key', () => {
    expect(problemsOf({ ...PRODUCTION, WALLET_KEYS_DIR: '' })).toEqual(['WALLET_KEYS_DIR']);
    expect(problemsOf({ ...PRODUCTION, GOOGLE_WALLET_ISSUER_ID: '' })).toEqual(['GOOGLE_WALLET_ISSUER_ID']);
    expect(problemsOf({ ...PRODUCTION, GOOGLE_WALLET_ISSUER_ID: 'not-a-number' })).toEqual(['GOOGLE_WALLET_ISSUER_ID']);
    // Development generates its own stand-ins.
    expect(parseConfig(DEVELOPMENT).WALLET_KEYS_DIR).toBe('');
  });

  it("keeps the API's metrics off the customers' port in production", () => {
    expect(problemsOf({ ...PRODUCTION, API_METRICS_PORT: '' })).toEqual(['API_METRICS_PORT']);
    expect(parseConfig(PRODUCTION).API_METRICS_PORT).toBe(9464);
    expect(parseConfig(DEVELOPMENT).API_METRICS_PORT).toBeUndefined();
  });

  it('refuses a production public URL that is not https, so the session cookie is never sent in clear', () => {
    for (const PUBLIC_URL of ['http://asiguro.md', undefined]) {
      try {
        parseConfig({ ...PRODUCTION, PUBLIC_URL });
        throw new Error('expected a ConfigError');
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          { variable: 'PUBLIC_URL', message: expect.stringMatching(/https:\/\/ URL in production/) },
        ]);
      }
    }
    expect(parseConfig({ ...PRODUCTION, PUBLIC_URL: 'https://asiguro.md/' }).PUBLIC_URL).toBe('https://asiguro.md');
    // Development and tests run on plain http at localhost.
    expect(parseConfig({ ...DEVELOPMENT, PUBLIC_URL: 'http://127.0.0.1:3000' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('reads the trusted proxies as a hop count or a list, and refuses trusting everyone', () => {
    expect(parseConfig(DEVELOPMENT).TRUST_PROXY).toBe('loopback');
    expect(parseConfig({ ...DEVELOPMENT, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ ...DEVELOPMENT, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe(
      'loopback, 10.0.0.0/8',
    );
    expect(() => parseConfig({ ...DEVELOPMENT, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses PARTNER_URLS that is not a JSON object of URLs', () => {
    expect(() => parseConfig({ ...DEVELOPMENT, PARTNER_URLS: '{"moldasig": 3}' })).toThrow(/PARTNER_URLS/);
    expect(() => parseConfig({ ...DEVELOPMENT, PARTNER_URLS: 'not json' })).toThrow(/PARTNER_URLS/);
    expect(
      parseConfig({ ...DEVELOPMENT, PARTNER_URLS: '{"moldasig":"https://api.moldasig.example"}' }).PARTNER_URLS,
    ).toContain('moldasig');
  });

  it('refuses a short session secret', () => {
    expect(() => parseConfig({ ...DEVELOPMENT, SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
  });
});
