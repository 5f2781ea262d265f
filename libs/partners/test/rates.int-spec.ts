import {
  isRetryable,
  OfficialRatesAdapter,
  OfficialRatesMissingError,
  parseNbmXml,
  PartnerProtocolError,
  PartnerTimeoutError,
  PartnerUnavailableError,
  pickRatesForDay,
  type PartnerExchange,
} from '@asiguro/partners';
import { freePort, type ServiceProcess, startSandbox } from '@asiguro/testing';

describe(OfficialRatesAdapter.name, () => {
  let sandbox: ServiceProcess;
  let sandboxUrl: string;
  let adapter: OfficialRatesAdapter;
  const config = (url: string) => ({
    PARTNER_URLS: '{}',
    SANDBOX_URL: url,
    PARTNER_TIMEOUT_MS: 2000,
    PARTNER_RETRIES: 1,
  });

  beforeAll(async () => {
    ({ sandbox, url: sandboxUrl } = await startSandbox());
    adapter = new OfficialRatesAdapter({ config: config(sandboxUrl), retryBaseDelayMs: 10 });
  });

  afterEach(async () => {
    await fetch(`${sandboxUrl}/bnm/control/days`, { method: 'DELETE' });
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  const markDay = (date: string, mode: 'missing' | 'empty' | 'unavailable' | 'slow' | 'malformed') =>
    fetch(`${sandboxUrl}/bnm/control/days/${date}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode }),
    });

  it("fetches a day's official rates as MDL per unit, as the NBM document lists them", async () => {
    const rates = await adapter.fetchOfficialRates(new Date('2026-01-15T10:00:00Z'));
    expect(rates.date).toBe('20260115');
    expect(rates.source).toBe('bnm');
    expect(rates.rates.MDL).toBe(1);
    const xml = await (await fetch(`${sandboxUrl}/bnm/ro/official_exchange_rates?get_xml=1&date=15.01.2026`)).text();
    const listed = parseNbmXml(xml).rates;
    for (const code of ['EUR', 'RON', 'USD', 'HUF'] as const) {
      expect(rates.rates[code]).toBe(listed.find((rate) => rate.charCode === code)?.perUnit);
    }
    expect(Object.keys(rates.rates).sort()).toEqual(['EUR', 'HUF', 'MDL', 'RON', 'USD']);
    expect(rates.rates.EUR).toBeGreaterThan(18);
    expect(rates.rates.EUR).toBeLessThan(21);
    // The forint is quoted per 100 units: the record keeps MDL per one forint.
    const forint = listed.find((rate) => rate.charCode === 'HUF')!;
    expect(forint.nominal).toBe(100);
    expect(rates.rates.HUF).toBeCloseTo(forint.value / 100, 6);
    expect(rates.rates.HUF).toBeLessThan(0.1);
  });

  it('refuses a document without the forint: the products need it', async () => {
    const withoutForint = new OfficialRatesAdapter({
      config: config(sandboxUrl),
      retryBaseDelayMs: 10,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const xml = (await response.text()).replace(
          /<Valute ID="\d+">\s*<NumCode>348<\/NumCode>[\s\S]*?<\/Valute>/,
          '',
        );
        return new Response(xml, { status: response.status, headers: { 'content-type': 'application/xml' } });
      },
    });
    const failure = await withoutForint
      .fetchOfficialRates(new Date('2026-01-15T10:00:00Z'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartnerProtocolError);
    expect(String(failure)).toContain('HUF missing');
  });

  it('takes the day in Chișinău and gives the same rates for the same day', async () => {
    const lateEvening = await adapter.fetchOfficialRates(new Date('2026-01-14T22:30:00Z'));
    const noon = await adapter.fetchOfficialRates(new Date('2026-01-15T10:00:00Z'));
    expect(lateEvening).toEqual(noon);
    const dayBefore = await adapter.fetchOfficialRates(new Date('2026-01-14T10:00:00Z'));
    expect(dayBefore.date).toBe('20260114');
    expect(dayBefore.rates.EUR).not.toBe(noon.rates.EUR);
  });

  it('gives the typed missing-day error for a day not published, listed empty, or answered 404', async () => {
    await markDay('16.01.2026', 'missing');
    await markDay('17.01.2026', 'empty');
    for (const day of ['2026-01-16T10:00:00Z', '2026-01-17T10:00:00Z', '2099-01-01T10:00:00Z']) {
      const failure = await adapter.fetchOfficialRates(new Date(day)).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(OfficialRatesMissingError);
      expect(isRetryable(failure)).toBe(true);
    }
    // The orchestration layer then prices with the latest earlier day.
    const stored = [await adapter.fetchOfficialRates(new Date('2026-01-15T10:00:00Z'))];
    expect(pickRatesForDay(stored, '20260116')).toEqual({ record: stored[0], fallback: true });
  });

  /** An adapter that records its exchanges, with quick retries. */
  const recorded = (overrides: Partial<ReturnType<typeof config>> = {}) => {
    const exchanges: PartnerExchange[] = [];
    const rates = new OfficialRatesAdapter({
      config: { ...config(sandboxUrl), ...overrides },
      retryBaseDelayMs: 10,
      onExchange: (exchange) => exchanges.push(exchange),
    });
    return { rates, exchanges };
  };

  it('times out against a source that does not answer, retries, then gives a retryable error', async () => {
    await markDay('20.01.2026', 'slow');
    const { rates, exchanges } = recorded({ PARTNER_TIMEOUT_MS: 300, PARTNER_RETRIES: 1 });
    const failure = await rates.fetchOfficialRates(new Date('2026-01-20T10:00:00Z')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartnerTimeoutError);
    expect(isRetryable(failure)).toBe(true);
    expect(exchanges.map((exchange) => [exchange.attempt, exchange.status])).toEqual([
      [1, undefined],
      [2, undefined],
    ]);
  });

  it('retries a 5xx, then gives a retryable error, and reads the day once the source recovers', async () => {
    await markDay('21.01.2026', 'unavailable');
    const { rates, exchanges } = recorded();
    const failure = await rates.fetchOfficialRates(new Date('2026-01-21T10:00:00Z')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartnerUnavailableError);
    expect(failure).toMatchObject({ status: 503, retryable: true });
    expect(exchanges.map((exchange) => exchange.status)).toEqual([503, 503]);
    await fetch(`${sandboxUrl}/bnm/control/days`, { method: 'DELETE' });
    await expect(rates.fetchOfficialRates(new Date('2026-01-21T10:00:00Z'))).resolves.toMatchObject({
      date: '20260121',
    });
  });

  it('refuses a document cut short with a protocol error, without retrying, although every rate arrived', async () => {
    await markDay('22.01.2026', 'malformed');
    const broken = await (await fetch(`${sandboxUrl}/bnm/ro/official_exchange_rates?get_xml=1&date=22.01.2026`)).text();
    for (const code of ['EUR', 'RON', 'USD']) expect(broken).toContain(`<CharCode>${code}</CharCode>`);
    const { rates, exchanges } = recorded();
    const failure = await rates.fetchOfficialRates(new Date('2026-01-22T10:00:00Z')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartnerProtocolError);
    expect(isRetryable(failure)).toBe(false);
    expect(exchanges).toHaveLength(1);
  });

  it('gives a retryable error when the rates source is down', async () => {
    const nowhere = new OfficialRatesAdapter({
      config: { ...config(`http://127.0.0.1:${await freePort()}`), PARTNER_RETRIES: 0 },
    });
    const failure = await nowhere.fetchOfficialRates(new Date('2026-01-15T10:00:00Z')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartnerUnavailableError);
    expect(isRetryable(failure)).toBe(true);
  });
});
