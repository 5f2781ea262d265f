import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { chisinauClock, chisinauDayByHand, instantsAcrossClockChanges } from '@asiguro/testing';
import { sampleDocumentData } from '../samples/sample-document-data';
import { documentTexts } from '../texts/document-texts';
import { applePassJson } from '../wallet/apple-wallet-pass';
import { ensureDevWalletKeys } from '../wallet/dev-wallet-keys';
import { googleWalletObject } from '../wallet/google-wallet-link';
import { walletFacts } from '../wallet/wallet-facts';
import type { WalletKeys } from '../wallet/wallet-keys';
import { period, policyRows, priceRows } from './document-facts';

const anyInstant = instantsAcrossClockChanges();

const dmy = (day: string) => day.split('-').reverse().join('.');
/** dd.mm.yyyy HH:mm of an instant, from the hand-written clock. */
const shown = (at: Date) => {
  const wall = chisinauClock(at).wall;
  return `${dmy(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
};
/** The day before, by the calendar. */
const dayBefore = (day: string) => chisinauDayByHand(new Date(new Date(`${day}T12:00:00Z`).getTime() - 86_400_000));

describe('dates the documents show, for any instant', () => {
  let dir: string;
  let keys: WalletKeys;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asiguro-dates-'));
    keys = await ensureDevWalletKeys(dir);
  }, 60_000);

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prints liability start, issue and payment times, and the validity days, as the Chișinău calendar has them', () => {
    fc.assert(
      fc.property(anyInstant, anyInstant, anyInstant, anyInstant, (start, end, issued, paid) => {
        const [from, to] = [chisinauDayByHand(start), chisinauDayByHand(end)].sort();
        // Instants written in UTC, as a partner may send them: the documents must not read the UTC day.
        const data = sampleDocumentData('rca', 'en', {
          validity: { from, to },
          liabilityStart: start.toISOString(),
          issuedAt: issued.toISOString(),
          paidAt: paid.toISOString(),
        });
        const t = documentTexts('en');
        const rows = new Map(policyRows(data, t));
        expect(rows.get(t.labels.validity)).toBe(`${dmy(from)} to ${dmy(to)}`);
        expect(period(data, t)).toBe(`${dmy(from)} to ${dmy(to)}`);
        expect(rows.get(t.labels.liabilityStart)).toBe(shown(start));
        expect(rows.get(t.labels.issueDate)).toBe(shown(issued));
        expect(new Map(priceRows(data, t)).get(t.labels.paidAt)).toBe(shown(paid));

        const wallet = walletFacts(data);
        expect([wallet.validFrom, wallet.validUntil]).toEqual([dmy(from), dmy(to)]);
        // Google's interval: from the first second of the first day to the last second of the last, in Chișinău.
        const google = googleWalletObject(data, keys.google).validTimeInterval as {
          start: { date: string };
          end: { date: string };
        };
        const first = new Date(google.start.date);
        expect([chisinauDayByHand(first), chisinauDayByHand(new Date(first.getTime() - 1000))]).toEqual([
          from,
          dayBefore(from),
        ]);
        const last = new Date(google.end.date);
        expect(chisinauDayByHand(last)).toBe(to);
        expect(chisinauDayByHand(new Date(last.getTime() + 1000))).not.toBe(to);
        // Apple's expiry: the same last second.
        expect(new Date(String(applePassJson(data, keys.apple).expirationDate)).getTime()).toBe(last.getTime());
      }),
      { numRuns: 300 },
    );
  });
});
