import { informalTexts, LOCALES } from '@asiguro/i18n';
import { insurerIssueRequestSchema, issueBodySchema, maskBySchema } from '@asiguro/partners';
import { checkDetails } from '../catalogue/details-check';
import { exampleDetails } from '../catalogue/details-examples';
import { CATALOGUE, getProduct } from '../catalogue/product-definitions';
import { findIssuer, INSURERS, ISSUERS } from '../partners/issuers';
import { money } from '../money/money';
import { quote } from '../tariffs/quote';
import { replayFactors } from '../tariffs/tariff-calculation';
import { tariffOfferSchema } from '../tariffs/tariff.types';
import { isoInstant } from '../underwriting/details-reader';
import { documentSubjectFor } from '../underwriting/document-subject';
import { factsNeeded } from '../underwriting/facts-needed';
import { issuanceSubjectFor } from '../underwriting/issuance-subject';
import { requestedPeriod } from '../underwriting/requested-period';
import { riskFor } from '../underwriting/risk-for';
import { EXAMPLE_COMPANY, exampleCar, TEST_NOW, TEST_TARIFF_CONTEXT } from '../underwriting/underwriting-test-facts';
import type { UnderwritingFacts } from '../underwriting/underwriting.types';
import { fixedClock } from '../validation/clock';
import { isAddonOnly, type ProductType } from '../products/product-types';
import { productLineOf, productLines } from '.';

/*
 * What every line of its own folder must hold for the marketplace to sell it: checked through the
 * same entry points the API, the worker and the sandbox call, never through the line's own parts.
 */
const LINES = productLines().map((line) => [line.spec.type, line] as const);
const examples = exampleDetails(TEST_NOW);
/** The registries' answers for a line's example: RCA Data knows the example car, the company registry the example company, the line's own look-ups its `exampleFacts`. */
const factsOf = (type: ProductType): UnderwritingFacts => ({
  ...(factsNeeded({ type, details: examples[type] })?.vehicle ? { vehicle: exampleCar() } : {}),
  ...(factsNeeded({ type, details: examples[type] })?.company ? { company: EXAMPLE_COMPANY } : {}),
  ...productLineOf(type)?.exampleFacts,
});
const order = (type: ProductType) => ({
  items: [{ type, details: examples[type] }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'client@example.md' },
});

describe('a product line of its own folder', () => {
  it('is registered at least once (study insurance for Romania)', () => {
    expect(LINES.map(([type]) => type)).toContain('study-ro');
  });

  it.each(LINES)('%s: is in the catalogue with its names, a number prefix and slugs of its own', (type, line) => {
    const product = getProduct(type);
    for (const locale of LOCALES) {
      expect(product.name[locale]).toBe(line.texts[locale].name);
      expect(product.subtitle[locale].length).toBeGreaterThan(0);
    }
    const others = CATALOGUE.filter((other) => other.type !== type);
    expect(others.map((other) => other.numberPrefix)).not.toContain(product.numberPrefix);
    for (const locale of LOCALES) {
      expect(others.map((other) => other.slugs[locale])).not.toContain(product.slugs[locale]);
    }
    expect(product.documents).toEqual(line.documents);
    expect(product.insurers.map((issuer) => issuer.slug).sort()).toEqual(Object.keys(line.sellers).sort());
  });

  it.each(LINES)(
    '%s: is sold by insurers the marketplace works with (an add-on, by its courier; a tax, by the state)',
    (type, line) => {
      const kind = isAddonOnly(type) ? 'courier' : line.stateIssued ? 'state' : 'insurer';
      for (const slug of Object.keys(line.sellers)) expect(findIssuer(slug)?.kind).toBe(kind);
    },
  );

  it.each(LINES)('%s: speaks ro, ru and en, formally in Romanian, with an icon', (_type, line) => {
    for (const locale of LOCALES) {
      const texts = line.texts[locale];
      expect([texts.name, texts.subtitle, texts.documentTitle].every((text) => text.trim().length > 0)).toBe(true);
      // The line's page shows at least three points and three questions, as every line's does.
      expect(texts.covers.length).toBeGreaterThanOrEqual(3);
      expect(texts.faq.length).toBeGreaterThanOrEqual(3);
    }
    expect(informalTexts(line.texts.ro)).toEqual([]);
    expect(line.icon.length).toBeGreaterThan(0);
  });

  it.each(LINES)('%s: its example passes the details schema and asks the registries the tests answer', (type) => {
    const checked = checkDetails(type, examples[type], { clock: fixedClock(TEST_NOW) });
    expect(checked.ok).toBe(true);
    // What it asks of the registries, the tests answer (a motor line asks RCA Data for its car, real estate the cadastral register).
    expect(Object.keys(factsNeeded({ type, details: examples[type] }) ?? {})).toEqual(Object.keys(factsOf(type)));
  });

  it.each(LINES)('%s: every seller prices the example with an offer that explains itself', (type, line) => {
    const risk = riskFor({ type, details: examples[type] }, factsOf(type), { today: TEST_NOW });
    if (!risk.ok) throw new Error(`${type}: ${risk.code}`);
    for (const insurer of Object.keys(line.sellers)) {
      const offer = tariffOfferSchema.parse(quote(type, risk.risk, insurer, TEST_TARIFF_CONTEXT));
      expect(offer.price.currency).toBe('MDL');
      expect(offer.price.minor).toBeGreaterThan(0);
      expect(replayFactors(offer.factors)).toBe(offer.price.minor / 100);
      for (const factor of offer.factors) expect(factor.note.length).toBeGreaterThan(0);
    }
    // An issuer that does not sell the line declines it (an insurer when one does not, else a state system).
    const stranger = [...INSURERS, ...ISSUERS].find((issuer) => !(issuer.slug in line.sellers))!;
    expect(quote(type, risk.risk, stranger.slug, TEST_TARIFF_CONTEXT)).toMatchObject({ declined: true });
  });

  // An add-on (the courier's delivery) is booked once its main item is issued, never issued itself.
  it.each(LINES.filter(([type]) => !isAddonOnly(type)))(
    '%s: is issued with a request the insurers accept, without personal data in the log',
    (type) => {
      const subject = issuanceSubjectFor(order(type), factsOf(type), { paidAt: TEST_NOW });
      const risk = riskFor({ type, details: examples[type] }, factsOf(type), { today: TEST_NOW });
      if (!risk.ok) throw new Error(`${type}: ${risk.code}`);
      const request = insurerIssueRequestSchema.parse({
        idempotencyKey: 'order-0197a3c2-policy',
        product: type,
        risk: risk.risk,
        ...subject,
        paidAt: isoInstant(TEST_NOW),
        premium: money(500, 'MDL'),
      });
      const { idempotencyKey: _key, ...body } = request;
      const stored = JSON.stringify(maskBySchema(issueBodySchema(type), JSON.parse(JSON.stringify(body))));
      expect(stored).not.toContain(subject.insured.code);
      expect(stored).not.toContain(subject.insured.name);
    },
  );

  // A line that makes no document of its own (the courier's delivery) prints nothing.
  it.each(LINES.filter(([, line]) => line.documents.length > 0))(
    '%s: gives its documents every section they require',
    (type, line) => {
      const subject = documentSubjectFor(order(type), factsOf(type), { locale: 'ro', paidAt: TEST_NOW }) as object;
      for (const section of line.printed.sections) expect(subject).toHaveProperty(section);
    },
  );

  it.each(LINES)('%s: asks for a period of cover when it sets none by its tariff', (type, line) => {
    const period = requestedPeriod({ type, details: examples[type] }, TEST_NOW);
    // A line whose tariff sets the period (baggage) or that covers no period (the delivery) asks for none.
    if (line.periodDays) expect(period!.to >= period!.from).toBe(true);
    else expect(period).toBeUndefined();
  });
});
