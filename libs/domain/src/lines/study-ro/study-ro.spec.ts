import { exampleDetails } from '../../catalogue/details-examples';
import { quote } from '../../tariffs/quote';
import { documentSubjectFor } from '../../underwriting/document-subject';
import { requestedPeriod } from '../../underwriting/requested-period';
import { riskFor } from '../../underwriting/risk-for';
import { TEST_NOW, TEST_TARIFF_CONTEXT } from '../../underwriting/underwriting-test-facts';

/* Expectations worked out by hand from the line's description: 9 EUR a month for 10,000 EUR. */
const example = exampleDetails(TEST_NOW)['study-ro'];
const item = (details: object) => ({ type: 'study-ro' as const, details: { ...example, ...details } });

describe('medical insurance for students in Romania', () => {
  it('covers the months of study from the first day, calendar months (1 December + 10 months → 30 September)', () => {
    expect(requestedPeriod(item({ startDate: '01.12.2026', insuranceValidity: 10 }), TEST_NOW)).toEqual({
      from: '2026-12-01',
      to: '2027-09-30',
    });
    const risk = riskFor(item({ startDate: '01.12.2026', insuranceValidity: 10 }), {}, { today: TEST_NOW });
    expect(risk).toMatchObject({ ok: true, risk: { months: 10, periodDays: 304, sumInsured: 10000 } });
  });

  it('prices per student and month: 9 EUR × 10 months = 90 EUR, in lei at the day’s rate (19.5)', () => {
    const risk = riskFor(item({ insuranceValidity: 10, amount: 10000 }), {}, { today: TEST_NOW });
    if (!risk.ok) throw new Error(risk.code);
    expect(quote('study-ro', risk.risk, 'moldasig', TEST_TARIFF_CONTEXT)).toMatchObject({
      price: { minor: 175_500, currency: 'MDL' },
      tariffPrice: { minor: 9_000, currency: 'EUR' },
    });
    // Grawe's loading of 1.08: 97.20 EUR, 1,895.40 lei.
    expect(quote('study-ro', risk.risk, 'grawe', TEST_TARIFF_CONTEXT)).toMatchObject({ price: { minor: 189_540 } });
  });

  it('declines a student older than 40', () => {
    const older = riskFor(
      item({ persons: [{ ...example.persons[0], birthday: '01.01.1980' }] }),
      {},
      { today: TEST_NOW },
    );
    if (!older.ok) throw new Error(older.code);
    expect(quote('study-ro', older.risk, 'moldasig', TEST_TARIFF_CONTEXT)).toMatchObject({
      declined: true,
      reason: 'age-over-limit',
    });
  });

  it('prints Romania, studies and the sum insured, in the order’s language', () => {
    const order = {
      items: [item({})],
      billing: { payerType: 'individual' as const },
      contact: { phone: '+37369123456', email: 'client@example.md' },
    };
    const subject = documentSubjectFor(order, {}, { locale: 'ru', paidAt: TEST_NOW });
    expect(subject.trip).toMatchObject({ territory: 'Румыния', purpose: 'STUDY', schengen: false });
    expect(subject.trip?.sumInsured).toEqual({ minor: 1_000_000, currency: 'EUR' });
    expect(subject.insuredPersons.map((person) => person.fullName)).toEqual(['Elena Rusu']);
  });
});
