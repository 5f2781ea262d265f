import type { Env } from '@asiguro/platform';
import { partnerBaseUrl, SANDBOX_PATHS } from '../config/partner-urls';
import {
  PartnerHttpClient,
  PartnerRejectedError,
  type CircuitBreakerOptions,
  type PartnerExchange,
  type PartnerFetch,
  type PartnerRequest,
  type RetryOptions,
} from '../http';
import {
  companyLookupSchema,
  companyRecordSchema,
  propertyLookupSchema,
  propertyRecordSchema,
  registryErrorSchema,
  vehicleLookupSchema,
  vehicleRecordSchema,
  type CompanyRecord,
  type PropertyRecord,
  type VehicleRecord,
} from './registry-records.schemas';

/** The error keys of unknown records (spec §8 catalogue: companyNotFound, mortgage not found). */
export const REGISTRY_NOT_FOUND_KEYS = {
  vehicle: 'vehicle-not-found',
  company: 'companyNotFound',
  property: 'mortgage-not-found',
} as const;
export type RegistryNotFoundKey = (typeof REGISTRY_NOT_FOUND_KEYS)[keyof typeof REGISTRY_NOT_FOUND_KEYS];

/** The registry has no such record (a 404): `key` is the error key to show the customer. */
export class RegistryNotFoundError extends PartnerRejectedError {
  constructor(
    partner: string,
    readonly key: RegistryNotFoundKey,
  ) {
    super(partner, 404, key);
  }
}

export type RegistriesConfig = Pick<Env, 'SANDBOX_URL' | 'PARTNER_URLS' | 'PARTNER_TIMEOUT_MS' | 'PARTNER_RETRIES'>;

export interface RegistriesClientOptions {
  onExchange?: (exchange: PartnerExchange) => void;
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  breaker?: CircuitBreakerOptions;
  fetch?: PartnerFetch;
}

export const REGISTRIES_PARTNER_ID = 'registries';

/**
 * The state registries: RCA Data (vehicle, owner, bonus-malus, current policy), the company
 * registry and the cadastral register. Lookups are POSTs with a JSON body, so IDNP/IDNO never
 * appear in URLs or access logs; they change nothing and are retried like reads.
 */
export class RegistriesClient {
  readonly http: PartnerHttpClient;

  constructor(config: RegistriesConfig, options: RegistriesClientOptions = {}) {
    this.http = new PartnerHttpClient({
      partner: REGISTRIES_PARTNER_ID,
      baseUrl: partnerBaseUrl(config, REGISTRIES_PARTNER_ID, SANDBOX_PATHS.registries()),
      timeoutMs: options.timeoutMs ?? config.PARTNER_TIMEOUT_MS,
      retry: { retries: config.PARTNER_RETRIES, baseDelayMs: 200, maxDelayMs: 2_000, ...options.retry },
      breaker: options.breaker ?? { failureThreshold: 5, resetAfterMs: 30_000 },
      errorSchema: registryErrorSchema,
      onExchange: options.onExchange,
      fetch: options.fetch,
    });
  }

  /** The vehicle of a registration certificate and its owner; RegistryNotFoundError when unknown. */
  lookupVehicle(
    query: { certificateNumber: string; ownerCode: string },
    correlationId?: string,
  ): Promise<VehicleRecord> {
    return this.lookup('vehicles/lookup', query, REGISTRY_NOT_FOUND_KEYS.vehicle, {
      bodySchema: vehicleLookupSchema,
      schema: vehicleRecordSchema,
      correlationId,
    });
  }

  /** A company by IDNO; RegistryNotFoundError with key companyNotFound when unknown. */
  lookupCompany(idno: string, correlationId?: string): Promise<CompanyRecord> {
    return this.lookup('companies/lookup', { idno }, REGISTRY_NOT_FOUND_KEYS.company, {
      bodySchema: companyLookupSchema,
      schema: companyRecordSchema,
      correlationId,
    });
  }

  /** A property by cadastral code; RegistryNotFoundError with key mortgage-not-found when unknown. */
  lookupProperty(cadastralCode: string, correlationId?: string): Promise<PropertyRecord> {
    return this.lookup('cadastre/lookup', { cadastralCode }, REGISTRY_NOT_FOUND_KEYS.property, {
      bodySchema: propertyLookupSchema,
      schema: propertyRecordSchema,
      correlationId,
    });
  }

  private async lookup<T>(
    path: string,
    body: Record<string, string>,
    notFound: RegistryNotFoundKey,
    request: Pick<PartnerRequest<T>, 'schema' | 'bodySchema' | 'correlationId'>,
  ): Promise<T> {
    try {
      const response = await this.http.request({
        method: 'POST',
        path,
        body,
        // A lookup changes nothing: a key derived from the path makes the client retry it.
        idempotencyKey: `lookup-${path}`,
        ...request,
      });
      return response.body;
    } catch (error) {
      if (error instanceof PartnerRejectedError && error.status === 404) {
        throw new RegistryNotFoundError(REGISTRIES_PARTNER_ID, notFound);
      }
      throw error;
    }
  }
}

/** The registries client for a process's configuration. */
export function createRegistriesClient(
  config: RegistriesConfig,
  options: RegistriesClientOptions = {},
): RegistriesClient {
  return new RegistriesClient(config, options);
}
