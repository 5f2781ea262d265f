import { MUST_STATE, type Statement } from '@asiguro/documents';
import type { ProductType } from '@asiguro/domain';
import type { Amount, Fact } from './printed-facts';

type Locale = 'ro' | 'ru' | 'en';

/**
 * What the customer's policy (or certificate) must say, as the test knows it from outside the
 * product: the order as entered, the offer the customer chose, the insurer's answer read from the
 * insurer, the published catalogue. Days are yyyy-mm-dd in Chișinău, moments yyyy-mm-ddTHH:mm.
 */
export interface ExpectedPolicy {
  product: ProductType;
  language: Locale;
  number: string;
  orderNumber: string;
  issuer: { name: string; idno?: string; assistancePhone?: string };
  intermediary: { name: string; idno: string };
  validity: { from: string; to: string };
  liabilityStart?: string;
  payerName: string;
  insuredNames: string[];
  vehicle?: { plate: string; vin?: string; certificate?: string };
  contractType?: 'unlimited' | 'limited';
  bonusMalusClass?: string;
  /** The offer's limits, printed with their amounts. */
  limits: Amount[];
  /** The offer qualifies for a Schengen visa (Schengen states covered, at least 30,000 EUR). */
  schengen: boolean;
  sumInsured?: Amount;
  territory?: string;
  property?: { address: string; cadastralCode: string };
  flights?: string[];
  vignettePlate?: string;
  roadTax?: { idnx: string; year: number };
  /** The premium or state price in the currency it is set in (the offer's price). */
  premium: Amount;
  /** What was charged, line by line (the offer's charges). */
  charges?: { premium: Amount; serviceFee: Amount | null; total: Amount };
  termsUrl: string;
  checkUrl: string;
  /** Personal codes the document holds (IDNP, passport): printed in full on the insurer's document. */
  personalCodes: string[];
}

/** The titles a reader looks for, in Romanian (always: the state language) and in the customer's language. */
const TITLES = {
  policy: { ro: 'Poliță de asigurare', ru: 'Страховой полис', en: 'Insurance policy' },
  vignette: { ro: 'Certificat de vinietă', ru: 'Сертификат виньетки', en: 'Vignette certificate' },
  roadTax: {
    ro: 'Confirmarea achitării taxei de drum',
    ru: 'Подтверждение оплаты дорожного сбора',
    en: 'Road tax payment confirmation',
  },
} as const;

/** How a reader recognises the RCA contract type, the Schengen statement and the sum-insured label in Romanian. */
const CONTRACT_TYPE_RO = { unlimited: 'Nelimitat', limited: 'Limitat' } as const;
const SCHENGEN_RO = 'viza Schengen';
const SUM_INSURED_RO = 'Suma asigurată';

/** The order number as the documents group it (IAI-104233-KMR), apart from the policy number. */
export function groupedOrderNumber(number: string): string {
  const parts = /^([A-Z]{3})(\d{6})([A-Z]{3})$/.exec(number);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : number;
}

/** The title pair of the line's main document. */
export function mainTitles(product: ProductType, language: Locale): string[] {
  const titles = product.startsWith('vignette:')
    ? TITLES.vignette
    : product === 'road-tax'
      ? TITLES.roadTax
      : TITLES.policy;
  return language === 'ro' ? [titles.ro] : [titles.ro, titles[language]];
}

/**
 * The facts the line's main document (policy, certificate or road-tax confirmation) must print,
 * statement by statement as libs/documents lists them (MUST_STATE), with the values known from
 * outside, plus the titles in Romanian and the customer's language.
 */
export function mainDocumentFacts(expected: ExpectedPolicy): Fact[] {
  const facts: Fact[] = mainTitles(expected.product, expected.language).map((title) => ({
    field: 'title',
    kind: 'text' as const,
    value: title,
  }));
  for (const statement of MUST_STATE[expected.product]) facts.push(...statementFacts(statement, expected));
  return facts;
}

function statementFacts(statement: Statement, e: ExpectedPolicy): Fact[] {
  const text = (field: string, value: string | undefined): Fact[] => (value ? [{ field, kind: 'text', value }] : []);
  switch (statement) {
    case 'issuer':
      return [
        { field: 'issuer heading the document', kind: 'heading', value: e.issuer.name },
        ...text('issuer IDNO', e.issuer.idno),
      ];
    case 'intermediary':
      return [...text('intermediary', e.intermediary.name), ...text('intermediary IDNO', e.intermediary.idno)];
    case 'number':
      return text('policy number', e.number);
    case 'order-reference':
      return [
        ...text('order number (grouped)', groupedOrderNumber(e.orderNumber)),
        { field: 'order number printed like a policy number', kind: 'absent', value: e.orderNumber },
      ];
    case 'validity':
      return [{ field: 'validity', kind: 'period', from: e.validity.from, to: e.validity.to }];
    case 'liability-start':
      return e.liabilityStart ? [{ field: 'liability start', kind: 'date-time', value: e.liabilityStart }] : [];
    case 'issue-date':
      return [];
    case 'payer':
      return text('policyholder', e.payerName);
    case 'insured-persons':
      return e.insuredNames.flatMap((name) => text('insured person', name));
    case 'vehicle':
      return e.vehicle
        ? [
            ...text('plate', e.vehicle.plate),
            ...text('VIN', e.vehicle.vin),
            ...text('registration certificate', e.vehicle.certificate),
          ]
        : [];
    case 'green-card':
      return [];
    case 'contract-type':
      return e.contractType ? text('contract type', CONTRACT_TYPE_RO[e.contractType]) : [];
    case 'bonus-malus':
      return e.bonusMalusClass
        ? [{ field: 'bonus-malus class', kind: 'after', label: 'bonus-malus', value: e.bonusMalusClass }]
        : [];
    case 'liability-limits':
    case 'covered-risks':
      return e.limits.map((amount) => ({ field: 'covered risk limit', kind: 'amount' as const, value: amount }));
    case 'assistance-phone':
      return text('insurer 24/7 assistance phone', e.issuer.assistancePhone);
    case 'schengen':
      return e.schengen
        ? text('Schengen statement', SCHENGEN_RO)
        : [{ field: 'Schengen statement', kind: 'absent', value: SCHENGEN_RO }];
    case 'sum-insured':
      return [
        ...(e.sumInsured ? [{ field: 'sum insured', kind: 'amount' as const, value: e.sumInsured }] : []),
        { field: 'sum insured label', kind: 'once', value: SUM_INSURED_RO },
      ];
    case 'trip':
      return text('territory', e.territory);
    case 'property':
      return e.property
        ? [...text('address', e.property.address), ...text('cadastral code', e.property.cadastralCode)]
        : [];
    case 'flights':
      return (e.flights ?? []).flatMap((flight) => text('flight', flight));
    case 'vignette':
      return text('plate', e.vignettePlate);
    case 'road-tax':
      return e.roadTax ? [...text('payer code', e.roadTax.idnx), ...text('fiscal year', String(e.roadTax.year))] : [];
    case 'premium':
      return [
        { field: 'premium as set', kind: 'amount', value: e.premium },
        ...(e.charges
          ? [
              { field: 'charged: premium or state price', kind: 'amount' as const, value: e.charges.premium },
              ...(e.charges.serviceFee
                ? [{ field: 'charged: service fee', kind: 'amount' as const, value: e.charges.serviceFee }]
                : []),
              { field: 'charged: total', kind: 'amount' as const, value: e.charges.total },
            ]
          : []),
      ];
    case 'terms':
      return text('terms link', e.termsUrl);
    case 'check':
      return text('public check link', e.checkUrl);
  }
}
