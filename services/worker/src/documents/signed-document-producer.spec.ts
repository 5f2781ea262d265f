import fc from 'fast-check';
import { documentDataSchema } from '@asiguro/documents';
import { exampleDetails } from '@asiguro/domain';
import type { InvoiceEntity, OrderEntity, PolicyEntity } from '@asiguro/persistence';
import { parseConfig } from '@asiguro/platform';
import { chisinauDayByHand, instantsAcrossClockChanges } from '@asiguro/testing';
import { documentDataOf } from './signed-document-producer';

const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://asiguro.test' });

const anyInstant = instantsAcrossClockChanges();

/** A travel order paid at `paidAt` (its details valid then), as the database holds it. */
function orderPaidAt(paidAt: Date): OrderEntity {
  return {
    id: '0197a3c2-0000-7d41-9b1e-4f0c8a2d6e35',
    number: 'IAM104233KMR',
    status: 'issued',
    lang: 'ro',
    insuranceType: 'medical',
    productTypes: ['medical'],
    items: [{ type: 'medical', details: exampleDetails(paidAt).medical }],
    contact: { phone: '069123456' },
    billing: { payerType: 'individual' },
    consents: { terms: true, personalData: true },
    underwritingFacts: {},
    chosenOffer: null,
    priceMinor: 24_485,
    priceCurrency: 'MDL',
  } as unknown as OrderEntity;
}

describe(documentDataOf.name, () => {
  it('gives the documents the insurer’s days in Chișinău, never a day cut from a UTC timestamp', () => {
    fc.assert(
      fc.property(anyInstant, anyInstant, fc.integer({ min: 1, max: 400 }), (paidAt, start, days) => {
        // The insurer's answer: cover from `start`, `days` later exclusive, issued at payment.
        const validTo = new Date(start.getTime() + days * 86_400_000);
        const policy = {
          insurer: 'moldasig',
          number: 'IAM518204PLT',
          validFrom: start,
          validTo,
          liabilityStart: start,
          issuedAt: paidAt,
        } as PolicyEntity;
        const invoice = { number: 'ASG-2026-000123' } as InvoiceEntity;
        const data = documentDataSchema.parse(documentDataOf(orderPaidAt(paidAt), policy, invoice, paidAt, config));
        expect(data.validity).toEqual({
          from: chisinauDayByHand(start),
          // The end is exclusive: the last day is the day of the instant before it.
          to: chisinauDayByHand(new Date(validTo.getTime() - 1)),
        });
        // Moments stay moments (to the second, with Chișinău's offset), so each document shows their own time.
        const second = (at: Date) => Math.floor(at.getTime() / 1000);
        expect(second(new Date(data.liabilityStart))).toBe(second(start));
        expect(data.liabilityStart).toMatch(/\+0[23]:00$/);
        expect(new Date(data.issuedAt).getTime()).toBe(paidAt.getTime());
      }),
      { numRuns: 300 },
    );
  });
});
