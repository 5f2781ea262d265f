import { checkPrinted, describeMismatches, type Fact } from './printed-facts';
import { mainDocumentFacts, type ExpectedPolicy } from './policy-expectations';

/**
 * What pdftotext reads off an RCA policy (Romanian, starting 28.11.2026), shortened: the checker
 * works on such text alone.
 */
const POLICY = `General Asigurări S.A.
Intermediar în asigurări: Asiguro S.R.L.
Poliță de asigurare
Număr poliță: IAI518204PLT · Data emiterii: 22.11.2026 10:05
Poliță emisă de General Asigurări S.A., asigurătorul. Asiguro S.R.L. a intermediat contractul.
Datele poliței
Asigurător
General Asigurări S.A., IDNO 1016600035165
Asistență și daune, 24/7
+373 22 000 105
Perioada de valabilitate
28.11.2026 — 27.11.2027
Începutul răspunderii
28.11.2026 00:00
Tipul contractului
Nelimitat: orice persoană admisă legal la conducerea vehiculului
Clasa bonus-malus
9
Autovehicul
Număr de înmatriculare
ABC 123
Riscuri acoperite și limite de răspundere
Prejudicii materiale, per accident 100 000,00 EUR
Vătămări corporale sau deces, per accident 500 000,00 EUR
Prima și plata
Prima de asigurare 1.276,00 MDL
Total achitat 1.276,00 MDL
Contractantul
Nume, prenume Ion Popescu
Intermediarul
Intermediar în asigurări Asiguro S.R.L., IDNO 1023600042176
Comanda la intermediar IAI-104233-KMR
Condiții de asigurare: RCA, versiunea 2026.1: http://127.0.0.1:4140/rca/terms
Verificare: http://127.0.0.1:4140/check/IAI518204PLT`;

const EXPECTED: ExpectedPolicy = {
  product: 'rca',
  language: 'ro',
  number: 'IAI518204PLT',
  orderNumber: 'IAI104233KMR',
  issuer: { name: 'General Asigurări S.A.', idno: '1016600035165', assistancePhone: '+373 22 000 105' },
  intermediary: { name: 'Asiguro S.R.L.', idno: '1023600042176' },
  validity: { from: '2026-11-28', to: '2027-11-27' },
  liabilityStart: '2026-11-28T00:00',
  payerName: 'Ion Popescu',
  insuredNames: [],
  vehicle: { plate: 'ABC 123' },
  contractType: 'unlimited',
  bonusMalusClass: '9',
  limits: [
    { minor: 10_000_000, currency: 'EUR' },
    { minor: 50_000_000, currency: 'EUR' },
  ],
  schengen: false,
  premium: { minor: 127_600, currency: 'MDL' },
  charges: {
    premium: { minor: 127_600, currency: 'MDL' },
    serviceFee: null,
    total: { minor: 127_600, currency: 'MDL' },
  },
  termsUrl: 'http://127.0.0.1:4140/rca/terms',
  checkUrl: 'http://127.0.0.1:4140/check/IAI518204PLT',
  personalCodes: [],
};

describe(checkPrinted.name, () => {
  it('passes a policy that prints every fact its line must state', () => {
    expect(checkPrinted('policy', POLICY, mainDocumentFacts(EXPECTED))).toEqual([]);
  });

  it('fails when the validity starts one day early, naming the field, the expected and the printed period', () => {
    // The bug of a day cut from a UTC timestamp: midnight in Chișinău is 22:00 UTC the day before.
    const shifted = POLICY.replace('28.11.2026 — 27.11.2027', '27.11.2026 — 27.11.2027');
    const mismatches = checkPrinted('policy', shifted, mainDocumentFacts(EXPECTED));
    expect(mismatches).toEqual([
      {
        artefact: 'policy',
        field: 'validity',
        expected: '28.11.2026 — 27.11.2027',
        printed: '27.11.2026 — 27.11.2027',
      },
    ]);
    expect(describeMismatches(mismatches)).toBe(
      'policy · validity: expected 28.11.2026 — 27.11.2027, printed 27.11.2026 — 27.11.2027',
    );
  });

  it('fails when the last day is shifted, or the liability start is a day off', () => {
    const lateEnd = checkPrinted('policy', POLICY.replace('— 27.11.2027', '— 28.11.2027'), mainDocumentFacts(EXPECTED));
    expect(lateEnd.map((item) => [item.field, item.printed])).toEqual([['validity', '28.11.2026 — 28.11.2027']]);
    const early = POLICY.replace('28.11.2026 00:00', '27.11.2026 00:00');
    expect(checkPrinted('policy', early, mainDocumentFacts(EXPECTED))).toEqual([
      {
        artefact: 'policy',
        field: 'liability start',
        expected: '28.11.2026 00:00',
        printed: '22.11.2026 10:05 | 27.11.2026 00:00',
      },
    ]);
  });

  it('fails when a second period disagrees with the first (the wallet pass and the policy must say the same)', () => {
    const twice = `${POLICY}\nValabil 27.11.2026 — 27.11.2027`;
    expect(checkPrinted('policy', twice, mainDocumentFacts(EXPECTED)).map((item) => item.printed)).toEqual([
      '27.11.2026 — 27.11.2027',
    ]);
  });

  it('reads Russian and English periods as well', () => {
    const facts: Fact[] = [{ field: 'validity', kind: 'period', from: '2026-11-28', to: '2027-11-27' }];
    expect(checkPrinted('policy', 'Срок действия с 28.11.2026 по 27.11.2027', facts)).toEqual([]);
    expect(checkPrinted('policy', 'Validity 28.11.2026 to 27.11.2027', facts)).toEqual([]);
    expect(checkPrinted('policy', 'Срок действия с 27.11.2026 по 27.11.2027', facts)).toHaveLength(1);
  });

  it('fails on a missing or repeated fact, a wrong amount, a wrong class and personal data where it must not be', () => {
    const broken = POLICY.replace('IAI-104233-KMR', 'IAI104233KMR')
      .replace('Total achitat 1.276,00 MDL', 'Total achitat 1.267,00 MDL')
      .replace('Prima de asigurare 1.276,00 MDL', 'Prima de asigurare 1.267,00 MDL')
      .replace('Clasa bonus-malus\n9', 'Clasa bonus-malus\n7')
      .replace('+373 22 000 105', '');
    const mismatches = checkPrinted('policy', broken, [
      ...mainDocumentFacts(EXPECTED),
      { field: 'sum insured label', kind: 'once', value: 'Suma asigurată' },
    ]);
    expect(mismatches.map((item) => item.field).sort()).toEqual(
      [
        'bonus-malus class',
        'charged: premium or state price',
        'charged: total',
        'insurer 24/7 assistance phone',
        'order number (grouped)',
        'order number printed like a policy number',
        'premium as set',
      ].sort(),
    );
    expect(mismatches.find((item) => item.field === 'charged: total')).toMatchObject({
      expected: '1276.00 MDL',
      printed: '1.267,00 MDL',
    });
    const repeated = checkPrinted('policy', 'Suma asigurată 30 000 EUR Suma asigurată 30 000 EUR', [
      { field: 'sum insured label', kind: 'once', value: 'Suma asigurată' },
    ]);
    expect(repeated).toEqual([
      { artefact: 'policy', field: 'sum insured label', expected: 'Suma asigurată (once)', printed: '2 times' },
    ]);
  });
});
