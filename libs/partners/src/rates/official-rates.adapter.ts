import type { RateCurrency } from '@asiguro/domain';
import type { Env } from '@asiguro/platform';
import { z, ZodError } from 'zod';
import { partnerBaseUrl, SANDBOX_PATHS } from '../config/partner-urls';
import { PartnerHttpClient, type PartnerExchange } from '../http/partner-http-client';
import { PartnerProtocolError, PartnerRejectedError } from '../http/partner-errors';
import { chisinauDay, nbmDate } from './chisinau-day';
import { parseNbmXml } from './nbm-xml';
import type { OfficialRates } from './official-rates.types';
import { OfficialRatesMissingError } from './rates-errors';

/** The partner id of the National Bank of Moldova: its key in PARTNER_URLS (e.g. `https://www.bnm.md`). */
export const NBM_PARTNER_ID = 'bnm';

export interface OfficialRatesAdapterOptions {
  config: Pick<Env, 'PARTNER_URLS' | 'SANDBOX_URL' | 'PARTNER_TIMEOUT_MS' | 'PARTNER_RETRIES'>;
  onExchange?: (exchange: PartnerExchange) => void;
  fetch?: typeof fetch;
  /** First retry delay (ms); doubles per retry. */
  retryBaseDelayMs?: number;
}

const xmlEnvelope = z.object({ xml: z.string() });

/**
 * Hands an XML answer to the JSON-speaking PartnerHttpClient as `{ "xml": "…" }`, so the NBM
 * call gets the same timeouts, retries, circuit breaker and exchange log as every other partner.
 */
function xmlAsJson(inner: typeof fetch): typeof fetch {
  return (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const response = await inner(input, init);
    if (response.status >= 400 || response.status === 204 || response.status === 304) return response;
    const text = await response.text();
    return new Response(JSON.stringify({ xml: text }), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

/** Official exchange rates from the National Bank of Moldova (its XML at `official_exchange_rates?get_xml=1`). */
export class OfficialRatesAdapter {
  private readonly http: PartnerHttpClient;

  constructor(options: OfficialRatesAdapterOptions) {
    const { config } = options;
    const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
    this.http = new PartnerHttpClient({
      partner: NBM_PARTNER_ID,
      baseUrl: partnerBaseUrl(config, NBM_PARTNER_ID, SANDBOX_PATHS.rates()),
      timeoutMs: config.PARTNER_TIMEOUT_MS,
      retry: { retries: config.PARTNER_RETRIES, baseDelayMs: options.retryBaseDelayMs ?? 500, maxDelayMs: 5000 },
      breaker: { failureThreshold: 5, resetAfterMs: 60_000 },
      headers: { accept: 'application/xml' },
      onExchange: options.onExchange,
      fetch: xmlAsJson(fetchImpl),
    });
  }

  /**
   * The official rates of `day` (its calendar day in Europe/Chisinau): MDL per one unit of every
   * currency the products need — EUR, RON, USD and HUF (the NBM's Nominal taken into account: it
   * lists the forint per 100). Throws OfficialRatesMissingError when the
   * NBM has nothing for that day, PartnerProtocolError on a document we cannot read.
   */
  async fetchOfficialRates(day: Date): Promise<OfficialRates> {
    const date = nbmDate(day);
    const key = chisinauDay(day);
    let xml: string;
    try {
      const response = await this.http.request({
        method: 'GET',
        path: `ro/official_exchange_rates?get_xml=1&date=${date}`,
        schema: xmlEnvelope,
        correlationId: key,
      });
      xml = response.body.xml;
    } catch (error) {
      if (error instanceof PartnerRejectedError && error.status === 404) {
        throw new OfficialRatesMissingError(NBM_PARTNER_ID, key);
      }
      throw error;
    }
    let document;
    try {
      document = parseNbmXml(xml);
    } catch (error) {
      if (error instanceof ZodError) {
        throw new PartnerProtocolError(NBM_PARTNER_ID, `not an official-rates document: ${error.issues[0]?.message}`);
      }
      throw new PartnerProtocolError(NBM_PARTNER_ID, 'not an XML document');
    }
    // Nothing listed, or another day's list: that day is not published.
    if (document.rates.length === 0 || document.date !== date) throw new OfficialRatesMissingError(NBM_PARTNER_ID, key);
    const perUnit = (code: RateCurrency): number => {
      const rate = document.rates.find((entry) => entry.charCode === code);
      if (!rate) throw new PartnerProtocolError(NBM_PARTNER_ID, `${code} missing from the rates of ${date}`);
      return rate.perUnit;
    };
    return {
      date: key,
      rates: { MDL: 1, EUR: perUnit('EUR'), RON: perUnit('RON'), USD: perUnit('USD'), HUF: perUnit('HUF') },
      source: NBM_PARTNER_ID,
    };
  }
}
