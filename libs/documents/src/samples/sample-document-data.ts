import { NUMBER_PREFIX, issuersOf, PRODUCT_LINES, type Money, type ProductType } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import { DEV_SELLER } from '../document-data/dev-seller';
import {
  documentDataSchema,
  policyCheckUrl,
  type DocumentData,
  type DocumentDataInput,
} from '../document-data/document-data.schema';

/**
 * Realistic, made-up document facts for every product line, for tests, the benchmark and
 * previews. The people are invented; the names carry ș ț ă î â on purpose.
 */

const PUBLIC_URL = 'http://localhost:3000';

/** MDL per unit, as a day's official rates might read. */
const RATES: Record<Money['currency'], number> = { MDL: 1, EUR: 19.4325, RON: 3.9041, USD: 17.1204 };

const TERMS_NAME: Record<Locale, string> = {
  ro: 'Condițiile generale de asigurare',
  ru: 'Общие условия страхования',
  en: 'General insurance terms',
};

/** Per line: price, period and the sections the line shows. */
type LineSample = { price: Money; from: string; to: string; extra: Partial<DocumentDataInput> };

/** The issuer a sample uses: General Asigurări where it sells the line, else the first one. */
function sampleIssuer(product: ProductType) {
  const issuers = issuersOf(product);
  return issuers.find((issuer) => issuer.slug === 'general') ?? issuers[0];
}

/** Valid document facts of a product line in a language; `overrides` replace top-level fields. */
export function sampleDocumentData(
  product: ProductType,
  language: Locale,
  overrides: Partial<DocumentDataInput> = {},
): DocumentData {
  // Each line (lines/ in @asiguro/domain) brings its sample, in the language asked.
  const line: LineSample = PRODUCT_LINES[product].printed.sample(language);
  const issuer = sampleIssuer(product);
  const prefix = NUMBER_PREFIX[product];
  const policyNumber = `${prefix}518204PLT`;
  const rate = RATES[line.price.currency];
  const state = issuer.kind === 'state';
  // What was charged, in lei: the price at the day's rate, plus the fee on state-priced items.
  const premiumMinor = Math.round(line.price.minor * rate);
  const feeMinor = state ? Math.max(1000, Math.round(premiumMinor * 0.05)) : 0;
  const charges: DocumentDataInput['charges'] = {
    premium: { minor: premiumMinor, currency: 'MDL' },
    serviceFee: feeMinor ? { minor: feeMinor, currency: 'MDL' } : null,
    total: { minor: premiumMinor + feeMinor, currency: 'MDL' },
    conversion: rate === 1 ? null : { from: line.price, rate, date: '2025-06-02' },
  };
  const input: DocumentDataInput = {
    orderId: `0197a3c2-${prefix.toLowerCase()}-7d41-9b1e-4f0c8a2d6e35`,
    orderNumber: `${prefix}104233KMR`,
    product,
    language,
    insurer: {
      slug: issuer.slug,
      name: issuer.name,
      idno: issuer.idno,
      ...(issuer.assistancePhone ? { assistancePhone: issuer.assistancePhone } : {}),
    },
    policyNumber,
    validity: { from: line.from, to: line.to },
    liabilityStart: `${line.from}T00:00:00+03:00`,
    ...line.extra,
    price: line.price,
    paid: rate === 1 ? undefined : { amount: charges.total, rate },
    charges,
    paidAt: '2025-06-02T09:39:12+03:00',
    payer: {
      type: 'individual',
      fullName: 'Ion Țurcanu',
      idnp: '2002004123459',
      birthday: '1985-03-14',
      address: 'str. Ștefan cel Mare și Sfînt 64, ap. 12, MD-2001 Chișinău',
      email: 'ion.turcanu@example.md',
      phone: '+373 69 123 456',
    },
    seller: DEV_SELLER,
    terms: {
      name: `${TERMS_NAME[language]} — ${issuer.name}`,
      version: '2025.1',
      url: `${PUBLIC_URL}/terms/${issuer.slug}`,
    },
    support: { email: 'support@asiguro.md', phone: '+373 22 000 000' },
    issuedAt: '2025-06-02T09:41:05+03:00',
    invoice: { number: 'ASG-2025-000123', eFactura: false },
    checkUrl: policyCheckUrl(PUBLIC_URL, policyNumber),
    ...overrides,
  };
  return documentDataSchema.parse(input);
}
