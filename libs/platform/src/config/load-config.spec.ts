import { ConfigError, parseConfig } from './load-config';

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
};

describe(parseConfig.name, () => {
  it('gives every variable its documented default', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBe('postgres://asiguro:asiguro@127.0.0.1:5432/asiguro');
    expect(config.SANDBOX_PUBLIC_URL).toBe(config.SANDBOX_URL);
  });

  it('derives the public URL from PORT when it is not set', () => {
    expect(parseConfig({ PORT: '3005' }).PUBLIC_URL).toBe('http://localhost:3005');
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('names each bad variable', () => {
    try {
      parseConfig({ PORT: 'abc', REDIS_URL: 'http://nope', LOG_LEVEL: 'loud' });
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
        'DOCUMENT_SIGNING_P12',
        'INSURER_CALLBACK_SECRET',
        'PAYMENT_CARD_SECRET',
        'PAYMENT_MOBILE_SECRET',
        'PAYMENT_ONLINE_SECRET',
        'PUBLIC_URL',
        'SESSION_SECRET',
      ]);
    }
    expect(parseConfig(PRODUCTION).NODE_ENV).toBe('production');
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
    expect(parseConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).PUBLIC_URL).toBe('http://127.0.0.1:3000');
  });

  it('reads the trusted proxies as a hop count or a list, and refuses trusting everyone', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe('loopback');
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses PARTNER_URLS that is not a JSON object of URLs', () => {
    expect(() => parseConfig({ PARTNER_URLS: '{"moldasig": 3}' })).toThrow(/PARTNER_URLS/);
    expect(() => parseConfig({ PARTNER_URLS: 'not json' })).toThrow(/PARTNER_URLS/);
    expect(parseConfig({ PARTNER_URLS: '{"moldasig":"https://api.moldasig.example"}' }).PARTNER_URLS).toContain(
      'moldasig',
    );
  });

  it('refuses a short session secret', () => {
    expect(() => parseConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });
});
