import { SANDBOX_PARTNER_CREDENTIALS } from '@asiguro/platform';
import { freePort, spawnService, waitForHttpOk, type ServiceProcess, type Stack } from '@asiguro/testing';

export interface ProductionApi {
  /** Where the tests reach it (plain http on 127.0.0.1; PUBLIC_URL says https, as production must). */
  baseUrl: string;
  /** The operators' port: metrics. */
  metricsUrl: string;
  process: ServiceProcess;
  stop(): Promise<void>;
}

/**
 * Production's own secrets and credentials: everything production refuses to run without, none of
 * it the development defaults. The files named need not exist for the API (the worker reads them).
 */
export function productionEnv(publicUrl: string, metricsPort: number): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: publicUrl,
    API_METRICS_PORT: String(metricsPort),
    INSURER_CALLBACK_SECRET: 'i'.repeat(32),
    PAYMENT_CARD_SECRET: 'c'.repeat(32),
    PAYMENT_ONLINE_SECRET: 'o'.repeat(32),
    PAYMENT_MOBILE_SECRET: 'm'.repeat(32),
    DOCUMENT_SIGNING_P12: '/nonexistent/signing.p12',
    WALLET_KEYS_DIR: '/nonexistent/wallet',
    GOOGLE_WALLET_ISSUER_ID: '3388000000022999999',
    // Production wants its own credentials for every partner that authenticates (never the sandbox's).
    PARTNER_CREDENTIALS: JSON.stringify(
      Object.fromEntries(
        Object.entries(SANDBOX_PARTNER_CREDENTIALS).map(([partner, credential]) => [
          partner,
          'apiKey' in credential
            ? { apiKey: `production-${partner}-key` }
            : { clientId: 'asiguro', clientSecret: `production-${partner}-secret` },
        ]),
      ),
    ),
  };
}

/**
 * Another API process on a test stack (same database, Redis and sandbox) run as production runs
 * it. The stack's SESSION_SECRET must be a real one (production refuses the development default).
 */
export async function startProductionApi(stack: Stack, extra: NodeJS.ProcessEnv = {}): Promise<ProductionApi> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const api = spawnService('api', {
    ...stack.env,
    ...productionEnv(`https://127.0.0.1:${port}`, metricsPort),
    PORT: String(port),
    ...extra,
  });
  try {
    await waitForHttpOk(api, `http://127.0.0.1:${port}/api/ready`);
  } catch (error) {
    await api.stop('SIGKILL');
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
    process: api,
    stop: async () => {
      await api.stop();
    },
  };
}
