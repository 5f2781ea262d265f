import { ConfigError, parseConfig } from './load-config';
import { insurerCallbackSecret, SANDBOX_PARTNER_CREDENTIALS } from './partner-credentials';

/** What `npm start` and the tests ask for; production is what an unset NODE_ENV means. */
const DEVELOPMENT = { NODE_ENV: 'development' } as const;

/** Every production secret set, so only PARTNER_CREDENTIALS can be wrong. */
const production = {
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

function problems(source: NodeJS.ProcessEnv): { variable: string; message: string }[] {
  try {
    parseConfig(source);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('PARTNER_CREDENTIALS', () => {
  it("defaults to the sandbox's credentials outside production, overridden partner by partner", () => {
    expect(parseConfig(DEVELOPMENT).PARTNER_CREDENTIALS).toEqual(SANDBOX_PARTNER_CREDENTIALS);
    const mixed = parseConfig({
      ...DEVELOPMENT,
      PARTNER_CREDENTIALS: '{"intact":{"apiKey":"a-real-test-key"}}',
    }).PARTNER_CREDENTIALS;
    expect(mixed).toEqual({
      donaris: SANDBOX_PARTNER_CREDENTIALS.donaris,
      intact: { apiKey: 'a-real-test-key', header: 'x-api-key' },
    });
  });

  it('refuses bad JSON and credentials of an unknown shape, naming the partner and never the secret', () => {
    expect(problems({ ...DEVELOPMENT, PARTNER_CREDENTIALS: '{"intact":' })).toEqual([
      { variable: 'PARTNER_CREDENTIALS', message: expect.stringMatching(/JSON object/) },
    ]);
    const wrong = problems({
      ...DEVELOPMENT,
      PARTNER_CREDENTIALS: '{"donaris":{"clientId":"asiguro","password":"hunter2-secret"}}',
    });
    expect(wrong).toEqual([{ variable: 'PARTNER_CREDENTIALS', message: expect.stringMatching(/^donaris: /) }]);
    expect(wrong[0].message).not.toContain('hunter2');
    expect(problems({ ...DEVELOPMENT, PARTNER_CREDENTIALS: '{"intact":{"apiKey":"short"}}' })[0].message).toMatch(
      /^intact\.apiKey: /,
    );
    expect(problems({ ...DEVELOPMENT, PARTNER_CREDENTIALS: '["intact"]' })).toHaveLength(1);
    expect(problems({ ...DEVELOPMENT, PARTNER_CREDENTIALS: '{"Bad Id":{"apiKey":"long-enough-key"}}' })).toHaveLength(
      1,
    );
  });

  it('is required in production for a partner that authenticates once its URL is overridden', () => {
    const overridden = { ...production, PARTNER_URLS: '{"intact":"https://api.intact.md","bnm":"https://www.bnm.md"}' };
    expect(problems(overridden)).toEqual([
      {
        variable: 'PARTNER_CREDENTIALS',
        message: 'intact: credentials are required in production when its URL is overridden',
      },
    ]);
    const configured = parseConfig({
      ...overridden,
      PARTNER_CREDENTIALS: '{"intact":{"apiKey":"real-intact-key-1","header":"x-intact-key"}}',
    });
    // Production never falls back to the sandbox's credentials.
    expect(configured.PARTNER_CREDENTIALS).toEqual({ intact: { apiKey: 'real-intact-key-1', header: 'x-intact-key' } });
    expect(parseConfig(production).PARTNER_CREDENTIALS).toEqual({});
  });

  it("refuses the sandbox's credentials in production", () => {
    expect(
      problems({
        ...production,
        PARTNER_CREDENTIALS: JSON.stringify({ donaris: SANDBOX_PARTNER_CREDENTIALS.donaris }),
      }),
    ).toEqual([{ variable: 'PARTNER_CREDENTIALS', message: expect.stringMatching(/^donaris: the sandbox's/) }]);
  });
});

describe('INSURER_CALLBACK_SECRETS', () => {
  it('gives an insurer its own callback key and the others the shared one', () => {
    const config = parseConfig({
      ...DEVELOPMENT,
      INSURER_CALLBACK_SECRET: 'the-shared-callback-secret',
      INSURER_CALLBACK_SECRETS: JSON.stringify({ grawe: 'g'.repeat(32) }),
    });
    expect(insurerCallbackSecret(config, 'grawe')).toBe('g'.repeat(32));
    expect(insurerCallbackSecret(config, 'general')).toBe('the-shared-callback-secret');
    // Not a key of the object's prototype either.
    expect(insurerCallbackSecret(config, 'constructor')).toBe('the-shared-callback-secret');
    expect(parseConfig(DEVELOPMENT).INSURER_CALLBACK_SECRETS).toEqual({});
  });

  it('refuses short keys, bad ids and bad JSON, naming the insurer and never the key', () => {
    const short = problems({ ...DEVELOPMENT, INSURER_CALLBACK_SECRETS: '{"grawe":"too-short-secret"}' });
    expect(short).toEqual([{ variable: 'INSURER_CALLBACK_SECRETS', message: 'grawe: must be at least 32 characters' }]);
    expect(problems({ ...DEVELOPMENT, INSURER_CALLBACK_SECRETS: '{"grawe":' })[0].message).toMatch(/JSON object/);
    expect(
      problems({ ...DEVELOPMENT, INSURER_CALLBACK_SECRETS: '{"Grawe Carat":"' + 'g'.repeat(32) + '"}' }),
    ).toHaveLength(1);
    const wrongType = problems({ ...DEVELOPMENT, INSURER_CALLBACK_SECRETS: '{"grawe":{"key":"hunter2-hunter2"}}' });
    expect(wrongType).toEqual([
      { variable: 'INSURER_CALLBACK_SECRETS', message: 'grawe: must be a string of at least 32 characters' },
    ]);
  });
});
