import { InsurerRegistry, searchOffers, type OfferSearchQuery } from '@asiguro/partners';
import { RCA_QUOTE_EXAMPLE } from '@asiguro/testing';

import { sandboxPerFile } from './sandbox-per-file';

// Contract tests of the offer search against the real sandbox process.

const sandbox = sandboxPerFile();

const rca: OfferSearchQuery = RCA_QUOTE_EXAMPLE;

async function setIssuer(slug: string, patch: object): Promise<void> {
  await sandbox.putAdmin(`issuers/${slug === '*' ? '%2A' : slug}`, patch);
}

function insurers(): InsurerRegistry {
  return new InsurerRegistry(
    {
      SANDBOX_URL: sandbox.url(),
      PARTNER_URLS: '{}',
      PARTNER_TIMEOUT_MS: 5_000,
      PARTNER_RETRIES: 3,
      OFFER_SEARCH_DEADLINE_MS: 4_000,
    },
    { retry: { baseDelayMs: 5, maxDelayMs: 20 } },
  );
}

describe(searchOffers.name, () => {
  it('returns an offer from every RCA seller, cheapest first, with insurer names and cover', async () => {
    const result = await searchOffers(insurers(), rca);
    expect(result.offers.map((offer) => offer.insurer).sort()).toEqual(
      insurers()
        .sellers('rca')
        .map((issuer) => issuer.slug)
        .sort(),
    );
    const prices = result.offers.map((offer) => offer.price.minor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(result.offers[0]).toMatchObject({ insurer: 'moldasig', price: { minor: 121_500, currency: 'MDL' } });
    for (const offer of result.offers) {
      expect(offer.insurerName.length).toBeGreaterThan(0);
      expect(offer.limits.propertyDamagePerAccident).toEqual({ minor: 10_000_000, currency: 'EUR' });
      expect(offer.extras.length).toBeGreaterThan(0);
    }
  });

  it('leaves out a slow insurer after the deadline and keeps the others', async () => {
    await setIssuer('general', { mode: 'slow' });
    const result = await searchOffers(insurers(), { ...rca, deadlineMs: 2_500 });
    expect(result.unanswered.map((issuer) => issuer.insurer)).toEqual(['general']);
    expect(result.offers.map((offer) => offer.insurer)).not.toContain('general');
    expect(result.offers).toHaveLength(7);
  });

  it('reports the insurers that declined with their reason', async () => {
    const result = await searchOffers(insurers(), {
      ...rca,
      product: 'medical',
      risk: { zone: 'europe', sumInsured: 30_000, days: 10, persons: [{ age: 35 }], covid: true },
    });
    expect(result.declined).toEqual([expect.objectContaining({ insurer: 'transelit', reason: 'covid-not-covered' })]);
    expect(result.offers).toHaveLength(8);
  });

  it('answers an empty list when every insurer is down, slow or declines', async () => {
    await setIssuer('*', { mode: 'down' });
    const down = await searchOffers(insurers(), { ...rca, deadlineMs: 2_000 });
    expect(down.offers).toEqual([]);
    expect(down.failed).toHaveLength(8);

    await setIssuer('*', { mode: 'slow' });
    const slow = await searchOffers(insurers(), { ...rca, deadlineMs: 500 });
    expect(slow.offers).toEqual([]);
    expect(slow.unanswered).toHaveLength(8);

    await setIssuer('*', { mode: 'up' });
    const declined = await searchOffers(insurers(), { ...rca, risk: { ...(rca.risk as object), periodDays: 20 } });
    expect(declined.offers).toEqual([]);
    expect(new Set(declined.declined.map((entry) => entry.reason))).toEqual(new Set(['period-too-short']));
  });

  it('answers an empty list when nobody asked sells the line', async () => {
    const result = await searchOffers(insurers(), { ...rca, issuers: ['moldcargo'] });
    expect(result).toMatchObject({ offers: [], declined: [], failed: [], unanswered: [] });
  });
});
