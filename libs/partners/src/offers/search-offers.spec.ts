import { quote } from '@asiguro/domain';
import { InsurerRegistry } from '../insurers/insurer-registry';
import { searchOffers } from './search-offers';

const config = {
  SANDBOX_URL: 'http://sandbox.test',
  PARTNER_URLS: '{}',
  PARTNER_TIMEOUT_MS: 5_000,
  PARTNER_RETRIES: 0,
  OFFER_SEARCH_DEADLINE_MS: 300,
};
const rates = { MDL: 1, EUR: 19.45, RON: 3.91, USD: 17.6, HUF: 0.0492 };
const risk = { zone: 'europe', sumInsured: 30_000, days: 10, persons: [{ age: 35 }] };

type Script = Record<string, 'offer' | 'decline' | 'down' | 'silent'>;

/** Insurers answering in the reference layout only (others are scripted to fail or keep silent). */
function scriptedNetwork(script: Script) {
  return (async (url: URL, init: RequestInit) => {
    const slug = new URL(url).pathname.split('/')[2];
    const body = JSON.parse(String(init.body)) as { product: 'medical'; risk: unknown };
    switch (script[slug] ?? 'silent') {
      case 'offer': {
        const offer = quote(body.product, body.risk, slug, { date: '2026-11-22', rates });
        return new Response(JSON.stringify({ quoteId: `q-${slug}`, offer }), { status: 200 });
      }
      case 'decline':
        return new Response(JSON.stringify({ reason: 'age-over-limit' }), { status: 422 });
      case 'down':
        return new Response('', { status: 503 });
      case 'silent':
        return new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          ),
        );
    }
  }) as unknown as typeof fetch;
}

function registry(script: Script) {
  return new InsurerRegistry(config, {
    fetch: scriptedNetwork(script),
    timeoutMs: 2_000,
    // Every insurer answers in the reference layout here; layouts have their own tests.
    profiles: Object.fromEntries(
      ['moldasig', 'donaris', 'grawe', 'acord-grup', 'general', 'intact', 'asterra', 'transelit', 'moldcargo'].map(
        (slug) => [slug, { layout: 'standard' as const, auth: { kind: 'none' as const } }],
      ),
    ),
  });
}

describe(searchOffers.name, () => {
  it('returns the offers that arrived in time, cheapest first, and says who declined, failed or stayed silent', async () => {
    const insurers = registry({
      moldasig: 'offer',
      donaris: 'offer',
      grawe: 'offer',
      transelit: 'offer',
      'acord-grup': 'decline',
      general: 'down',
      intact: 'silent',
      asterra: 'offer',
      moldcargo: 'offer',
    });
    const result = await searchOffers(insurers, { product: 'medical', risk, date: '2026-11-22', rates });
    const prices = result.offers.map((offer) => offer.price.minor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(result.offers.map((offer) => offer.insurer)).toEqual([
      'moldcargo',
      'transelit',
      'asterra',
      'donaris',
      'moldasig',
      'grawe',
    ]);
    expect(result.offers[0]).toMatchObject({ insurerName: 'S.A.R. Moldcargo S.A.', quoteId: 'q-moldcargo' });
    expect(result.declined).toEqual([
      { insurer: 'acord-grup', insurerName: 'Acord Grup S.A.', reason: 'age-over-limit' },
    ]);
    expect(result.failed).toMatchObject([{ insurer: 'general', errorType: 'PartnerUnavailableError' }]);
    expect(result.unanswered).toEqual([{ insurer: 'intact', insurerName: 'Intact Asigurări Generale S.A.' }]);
  });

  it('asks only the chosen issuers that sell the line', async () => {
    const result = await searchOffers(registry({ moldasig: 'offer', donaris: 'offer' }), {
      product: 'medical',
      risk,
      issuers: ['donaris', 'e-rovinieta'],
      date: '2026-11-22',
      rates,
      deadlineMs: 1_000,
    });
    expect(result.offers.map((offer) => offer.insurer)).toEqual(['donaris']);
    expect([...result.declined, ...result.failed, ...result.unanswered]).toEqual([]);
  });

  it('answers an empty list when nobody answers before the deadline', async () => {
    const result = await searchOffers(registry({}), {
      product: 'medical',
      risk,
      date: '2026-11-22',
      rates,
      deadlineMs: 50,
    });
    expect(result.offers).toEqual([]);
    expect(result.unanswered).toHaveLength(9);
  });
});
