import { isAddonOnly, PRODUCT_TYPES, type ProductType } from '@asiguro/domain';
import {
  ApiClient,
  applePassJson,
  buyFromCatalogue,
  checkPrinted,
  describeMismatches,
  dmy,
  googleWalletPayload,
  groupedOrderNumber,
  mainDocumentFacts,
  pdfQrCode,
  pdfSignature,
  pdfText,
  publishedCatalogue,
  startStack,
  waitFor,
  type Amount,
  type CataloguePurchase,
  type ExpectedPolicy,
  type Fact,
  type Mismatch,
  type PublishedCatalogue,
  type Stack,
} from '@asiguro/testing';
import {
  chisinauDay,
  chisinauOffset,
  chisinauWallClock,
  insurerAnswer,
  mailTo,
  providerCharge,
  registryVehicle,
} from './read-back/outside';
import { customerFor, type Customer } from './read-back/personas';

type Locale = 'ro' | 'ru' | 'en';
const LANGUAGES: readonly Locale[] = ['ro', 'ru', 'en'];

/** The marketplace as the stack is configured: what documents must name as the intermediary. */
const SELLER = {
  name: 'Asiguro S.R.L.',
  idno: '1023600042176',
  licence: 'Broker de asigurare, licența BNM nr. 000314',
};

interface OrderView {
  id: string;
  number: string;
  status: string;
  lang: Locale;
  chosenOffer: { insurer: { slug: string; name: string } } | null;
  policy: { number: string; insurer: string; validFrom: string; validTo: string; liabilityStart: string } | null;
  documents: { kind: string; url: string; fileName: string; contentType: string; saveUrl?: string }[];
}

interface Bought {
  product: ProductType;
  language: Locale;
  client: ApiClient;
  customer: Customer;
  purchase: CataloguePurchase;
}

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

/**
 * What the customer receives, read back as a customer, the police or a consulate would: every
 * product line bought from the published catalogue alone (GET /api/products: fields, JSON Schemas,
 * visibility conditions) through the public API in Romanian, Russian and English, then each issued
 * PDF through pdftotext and pdfsig, the QR code decoded from the page, the Apple pass's pass.json,
 * the Google Wallet link's JWT, the e-mail the SMTP sink received and the public check — every
 * printed fact compared with the order as entered, the offer chosen and the insurer's own answer,
 * never with the product's formatters. A mismatch names the artefact, the field, the expected and
 * the printed value. (One stack for the file: sandbox, API, worker, PostgreSQL, Redis.)
 */
/** The lines bought on their own (an add-on-only line, the courier delivery, is bought with its main line). */
const SOLD_ALONE = PRODUCT_TYPES.filter((type) => !isAddonOnly(type));

describe('what the customer receives, read back: every product line in ro, ru and en', () => {
  let stack: Stack;
  let catalogue: PublishedCatalogue;
  const bought = new Map<string, Bought>();
  let factsCompared = 0;
  const key = (product: string, language: string) => `${product}/${language}`;

  beforeAll(async () => {
    stack = await startStack({
      OFFER_SEARCH_DEADLINE_MS: '8000',
      SELLER_NAME: SELLER.name,
      SELLER_IDNO: SELLER.idno,
      SELLER_LICENCE: SELLER.licence,
    });
  });

  afterAll(async () => {
    await stack?.stop();
    if (factsCompared > 0) {
      process.stdout.write(
        `read-back: ${bought.size} orders (${SOLD_ALONE.length} lines × ${LANGUAGES.length} languages), ${factsCompared} printed facts compared\n`,
      );
    }
  });

  it('buys every product line from the published catalogue alone, in ro, ru and en, to a completed order', async () => {
    catalogue = await publishedCatalogue(new ApiClient(stack.baseUrl));
    expect(catalogue.products.map((product) => product.type).sort()).toEqual([...PRODUCT_TYPES].sort());
    const orders = SOLD_ALONE.flatMap((product) => LANGUAGES.map((language) => ({ product, language })));
    await inBatches(orders, 6, async ({ product, language }) => {
      const client = new ApiClient(stack.baseUrl, language);
      await client.get('/api/health'); // the session and CSRF cookies, before the order
      const customer = customerFor(product, language);
      const purchase = await buyFromCatalogue(client, catalogue, product, customer.persona);
      bought.set(key(product, language), { product, language, client, customer, purchase });
    });
    await Promise.all(
      [...bought.values()].map(({ client, purchase, product, language }) =>
        waitFor(
          async () =>
            (await client.get<{ status: string }>(`/api/orders/${purchase.orderId}/status`)).body.status ===
            'completed',
          { timeoutMs: 180_000, intervalMs: 500, description: `the ${product} order in ${language} to complete` },
        ),
      ),
    );
  }, 420_000);

  it.each(SOLD_ALONE)(
    'prints on every %s artefact, in ro, ru and en, what was entered, offered and issued',
    async (product) => {
      const mismatches: Mismatch[] = [];
      for (const language of LANGUAGES) {
        const order = bought.get(key(product, language));
        if (!order) throw new Error(`the ${product} order in ${language} was not bought`);
        mismatches.push(...(await readBack(order)));
      }
      expect(describeMismatches(mismatches)).toBe('');
    },
    120_000,
  );

  /** Compares `facts` with `text` and counts them. */
  function check(artefact: string, text: string, facts: readonly Fact[]): Mismatch[] {
    factsCompared += facts.length;
    return checkPrinted(artefact, text, facts);
  }

  /** One structured value compared (a pass field, a check's answer). */
  function same(artefact: string, field: string, expected: unknown, printed: unknown): Mismatch[] {
    factsCompared += 1;
    return JSON.stringify(expected) === JSON.stringify(printed)
      ? []
      : [{ artefact, field, expected: JSON.stringify(expected), printed: JSON.stringify(printed) ?? '(absent)' }];
  }

  async function readBack({ product, language, client, customer, purchase }: Bought): Promise<Mismatch[]> {
    const name = (artefact: string) => `${product} ${language} ${artefact}`;
    const mismatches: Mismatch[] = [];
    const view = (await client.get<OrderView>(`/api/orders/${purchase.orderId}`)).body;
    const policy = view.policy!;
    const offer = purchase.offer;
    const insurer = await insurerAnswer(stack.sandboxUrl, offer.insurer.slug, policy.number);
    const issuer = catalogue.products
      .find((candidate) => candidate.type === product)!
      .insurers.find((candidate) => candidate.slug === offer.insurer.slug)!;

    // The days the insurer states: from its first instant, to the day of its last (the end is exclusive).
    const validity = {
      from: chisinauDay(new Date(insurer.validFrom)),
      to: chisinauDay(new Date(new Date(insurer.validTo).getTime() - 1)),
    };
    // …which are the days the customer asked for.
    if (customer.entered.from)
      mismatches.push(...same(name('insurer answer'), 'first day', customer.entered.from, validity.from));
    if (customer.entered.to)
      mismatches.push(...same(name('insurer answer'), 'last day', customer.entered.to, validity.to));

    // The vehicle as RCA Data knows it, for the lines that look it up.
    const details = purchase.details as { vehicle?: { certificateNumber?: string }; contractor?: { idnp?: string } };
    const registered =
      details.vehicle?.certificateNumber && details.contractor?.idnp
        ? await registryVehicle(stack.sandboxUrl, details.vehicle.certificateNumber, details.contractor.idnp)
        : undefined;
    // Certificates (vignettes, road tax) state a period; an insurer's policy also when liability starts.
    const insurerPolicy = !['vignette:ro', 'vignette:md', 'vignette:hu', 'vignette:bg', 'road-tax'].includes(product);
    const checkUrl = `${stack.baseUrl}/check/${encodeURIComponent(policy.number)}`;
    const termsPath = (
      catalogue.products.find((candidate) => candidate.type === product) as unknown as {
        termsPaths: Record<Locale, string>;
      }
    ).termsPaths[language];
    const amount = (value: { minor: number; currency: string }): Amount => ({
      minor: value.minor,
      currency: value.currency,
    });
    const expected: ExpectedPolicy = {
      product,
      language,
      number: policy.number,
      orderNumber: view.number,
      issuer: { name: issuer.name, idno: issuer.idno, assistancePhone: issuer.assistancePhone },
      intermediary: { name: SELLER.name, idno: SELLER.idno },
      validity,
      liabilityStart: insurerPolicy ? chisinauWallClock(new Date(insurer.liabilityStart)) : undefined,
      payerName: registered && product !== 'casco' ? registered.owner.name : customer.payerName,
      insuredNames: customer.insuredNames,
      vehicle: customer.vehicle && {
        plate: registered?.plateNumber ?? customer.vehicle.plate,
        vin: customer.vehicle.vin && (registered?.vin ?? customer.vehicle.vin),
        certificate: customer.vehicle.certificate,
      },
      contractType: product === 'rca' ? (purchase.details.contractType as 'unlimited' | 'limited') : undefined,
      bonusMalusClass: product === 'rca' ? String(offer.coverage.bonusMalusClass) : undefined,
      limits: Object.entries(offer.limits)
        .filter(([limit]) => limit !== 'sumInsured')
        .map(([, value]) => amount(value)),
      schengen:
        product === 'medical' &&
        Number(purchase.details.amount) >= 30_000 &&
        (purchase.details.regions as string[]).some((region) =>
          ['europe', 'worldwide-ex-us-ca', 'worldwide'].includes(region),
        ),
      sumInsured: sumInsuredOf(product, purchase.details),
      territory: territoryOf(catalogue, product, purchase.details, language),
      property: customer.property,
      flights: customer.flights,
      vignettePlate: customer.vignettePlate,
      roadTax: customer.roadTax && { idnx: customer.roadTax.idnx, year: Number(validity.from.slice(0, 4)) },
      premium: amount(offer.price),
      charges: {
        premium: amount(offer.charges.premium),
        serviceFee: offer.charges.serviceFee && amount(offer.charges.serviceFee),
        total: amount(offer.charges.total),
      },
      termsUrl: `${stack.baseUrl}${termsPath}`,
      checkUrl,
      personalCodes: customer.personalCodes,
    };

    // The API answers the same days and time.
    mismatches.push(
      ...same(name('order view'), 'validity', [validity.from, validity.to], [policy.validFrom, policy.validTo]),
      ...(expected.liabilityStart
        ? same(
            name('order view'),
            'liability start',
            expected.liabilityStart,
            chisinauWallClock(new Date(policy.liabilityStart)),
          )
        : []),
    );

    // What the payment provider was asked for is what the offer said, line by line.
    const charged = await providerCharge(stack.sandboxUrl, purchase.redirectUrl);
    mismatches.push(
      ...same(name('payment'), 'amount asked of the provider', expected.charges!.total, {
        minor: charged.minor,
        currency: charged.currency,
      }),
    );
    mismatches.push(
      ...same(
        name('offer'),
        'charges add up to the total',
        expected.charges!.total.minor,
        expected.charges!.premium.minor + (expected.charges!.serviceFee?.minor ?? 0),
      ),
    );

    for (const document of view.documents) {
      const response = await client.fetch(document.url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const artefact = name(document.kind);
      if (document.contentType === 'application/pdf') {
        const [text, signature] = await Promise.all([pdfText(bytes), pdfSignature(bytes)]);
        mismatches.push(...same(artefact, 'signature valid over the whole document (pdfsig)', true, signature.valid));
        mismatches.push(...check(artefact, text, pdfFacts(document.kind, expected)));
        if (document.kind === 'policy') {
          mismatches.push(...same(artefact, 'QR code opens the public check', checkUrl, await pdfQrCode(bytes)));
        }
      } else if (document.kind === 'wallet_pass') {
        mismatches.push(...applePassMismatches(artefact, await applePassJson(bytes), expected, customer));
      } else if (document.kind === 'google_pass') {
        const { saveUrl } = JSON.parse(Buffer.from(bytes).toString('utf8')) as { saveUrl: string };
        // The order page's "Add to Google Wallet" button opens the same link.
        mismatches.push(...same(artefact, 'save link of the order page', saveUrl, document.saveUrl));
        mismatches.push(
          ...googlePassMismatches(artefact, googleWalletPayload(saveUrl), expected, customer, view.number),
        );
      }
    }

    // The e-mail with the documents.
    const address = (purchase.confirmBody.contact as { email: string }).email;
    const mail = (await mailTo(stack.sandboxUrl, address)).find((message) => message.subject.includes(view.number));
    if (!mail)
      mismatches.push({ artefact: name('e-mail'), field: 'documents e-mail', expected: 'received', printed: '(none)' });
    else {
      // The PDFs travel as files; the wallet passes as buttons (HTML part).
      const pdfs = view.documents.filter((document) => document.contentType === 'application/pdf');
      mismatches.push(...same(name('e-mail'), 'attachments', pdfs.length, mail.attachments.length));
      mismatches.push(
        ...check(name('e-mail'), mail.text, [
          { field: 'policy number', kind: 'text', value: policy.number },
          { field: 'issuer', kind: 'text', value: issuer.name },
          { field: 'validity', kind: 'period', from: validity.from, to: validity.to },
          ...(expected.liabilityStart
            ? [{ field: 'liability start', kind: 'date-time' as const, value: expected.liabilityStart }]
            : []),
          { field: 'paid', kind: 'amount', value: expected.charges!.total },
          ...customer.personalCodes.map((code) => ({ field: 'personal code', kind: 'absent' as const, value: code })),
        ]),
      );
    }

    // The public check behind the QR code: the same days, nothing personal.
    const answer = (await (
      await fetch(`${stack.baseUrl}/api/policies/${encodeURIComponent(policy.number)}/check`)
    ).json()) as {
      found: boolean;
      product: string;
      insurer: string;
      validFrom: string;
      validTo: string;
    };
    mismatches.push(
      ...same(
        name('public check'),
        'answer',
        { found: true, product, insurer: issuer.name, validFrom: validity.from, validTo: validity.to },
        {
          found: answer.found,
          product: answer.product,
          insurer: answer.insurer,
          validFrom: answer.validFrom,
          validTo: answer.validTo,
        },
      ),
    );
    return mismatches;
  }
});

/** The travel regions chosen, as the catalogue labels them in the order's language. */
function territoryOf(
  catalogue: PublishedCatalogue,
  product: ProductType,
  details: Record<string, unknown>,
  language: Locale,
): string | undefined {
  // Study insurance covers Romania, whatever the customer enters.
  if (product === 'study-ro') return { ro: 'România', ru: 'Румыния', en: 'Romania' }[language];
  if (product !== 'medical') return undefined;
  const field = catalogue.products
    .find((candidate) => candidate.type === product)!
    .steps.flatMap((step) => step.fields)
    .find((candidate) => candidate.name === 'regions') as
    { options: { value: string; label: Record<Locale, string> }[] } | undefined;
  return (details.regions as string[])
    .map((region) => field?.options.find((option) => option.value === region)?.label[language] ?? region)
    .join(', ');
}

/** The sum insured the customer chose, in the currency its line sets it in. */
function sumInsuredOf(product: ProductType, details: Record<string, unknown>): Amount | undefined {
  switch (product) {
    case 'medical':
    case 'medical-optional':
    case 'study-ro':
      return { minor: Number(details.amount) * 100, currency: 'EUR' };
    case 'real-estate':
      return { minor: Number(details.marketValue) * 100, currency: 'MDL' };
    case 'casco':
      return { minor: Number(details.marketValue) * 100, currency: 'MDL' };
    case 'mobility':
      return { minor: Number(details.deviceValue) * 100, currency: 'MDL' };
    default:
      return undefined;
  }
}

/** What each PDF must print: the main document all its line's statements, the others their core. */
function pdfFacts(kind: string, e: ExpectedPolicy): Fact[] {
  if (kind === 'policy' || kind === 'documents') return mainDocumentFacts(e);
  const period: Fact = { field: 'validity', kind: 'period', from: e.validity.from, to: e.validity.to };
  const common: Fact[] = [
    { field: 'policy number', kind: 'text', value: e.number },
    { field: 'issuer', kind: 'text', value: e.issuer.name },
  ];
  switch (kind) {
    case 'contract':
    case 'demand':
      return [
        ...common,
        period,
        { field: 'issuer heading the document', kind: 'heading', value: e.issuer.name },
        { field: 'policyholder', kind: 'text', value: e.payerName },
        { field: 'intermediary', kind: 'text', value: e.intermediary.name },
        { field: 'order number (grouped)', kind: 'text', value: groupedOrderNumber(e.orderNumber) },
        ...(e.liabilityStart
          ? [{ field: 'liability start', kind: 'date-time' as const, value: e.liabilityStart }]
          : []),
        { field: 'premium', kind: 'amount', value: e.premium },
      ];
    case 'amicable_settlement':
      return [
        ...common,
        period,
        ...(e.vehicle ? [{ field: 'plate', kind: 'text' as const, value: e.vehicle.plate }] : []),
      ];
    case 'invoice': {
      const charges = e.charges!;
      return [
        { field: 'seller', kind: 'heading', value: e.intermediary.name },
        { field: 'seller IDNO', kind: 'text', value: e.intermediary.idno },
        { field: 'buyer', kind: 'text', value: e.payerName },
        { field: 'policy number', kind: 'text', value: e.number },
        { field: 'line: premium or state price', kind: 'amount', value: charges.premium },
        ...(charges.serviceFee
          ? [{ field: 'line: service fee', kind: 'amount' as const, value: charges.serviceFee }]
          : []),
        { field: 'total', kind: 'amount', value: charges.total },
        ...(charges.premium.currency !== e.premium.currency
          ? [{ field: 'price converted from', kind: 'amount' as const, value: e.premium }]
          : []),
      ];
    }
    default:
      return common;
  }
}

function applePassMismatches(
  artefact: string,
  pass: Record<string, unknown>,
  e: ExpectedPolicy,
  customer: Customer,
): Mismatch[] {
  const generic = pass.generic as Record<string, { key: string; value: string }[]>;
  const field = (group: string, key: string) => generic[group]?.find((item) => item.key === key)?.value;
  const barcode = (pass.barcodes as { message: string }[])[0]?.message;
  const offset = chisinauOffset(e.validity.to, '23:59:59');
  const found: Record<string, unknown> = {
    serialNumber: pass.serialNumber,
    number: field('primaryFields', 'number'),
    from: field('auxiliaryFields', 'from'),
    to: field('auxiliaryFields', 'to'),
    until: field('headerFields', 'until'),
    issuer: field('secondaryFields', 'partner'),
    order: field('backFields', 'order'),
    barcode,
    // An instant (passkit writes it in UTC): compared as one.
    expirationDate: new Date(String(pass.expirationDate)).toJSON(),
  };
  const wanted: Record<string, unknown> = {
    serialNumber: e.number,
    number: e.number,
    from: dmy(e.validity.from),
    to: dmy(e.validity.to),
    until: dmy(e.validity.to),
    issuer: e.issuer.name,
    order: groupedOrderNumber(e.orderNumber),
    barcode: e.checkUrl,
    // The pass leaves the wallet's front after the last second of the last day, in Chișinău.
    expirationDate: new Date(`${e.validity.to}T23:59:59${offset}`).toJSON(),
  };
  const mismatches: Mismatch[] = [];
  for (const [name, value] of Object.entries(wanted)) {
    if (JSON.stringify(found[name]) !== JSON.stringify(value)) {
      mismatches.push({ artefact, field: name, expected: String(value), printed: String(found[name] ?? '(absent)') });
    }
  }
  // The pass is the owner's file: names may be there, identity codes not.
  const text = JSON.stringify(pass);
  mismatches.push(
    ...checkPrinted(
      artefact,
      text,
      customer.personalCodes.map((code) => ({ field: 'personal code', kind: 'absent' as const, value: code })),
    ),
  );
  return mismatches;
}

function googlePassMismatches(
  artefact: string,
  payload: Record<string, unknown>,
  e: ExpectedPolicy,
  customer: Customer,
  orderNumber: string,
): Mismatch[] {
  const object = (payload.payload as { genericObjects: Record<string, unknown>[] }).genericObjects[0];
  const interval = object.validTimeInterval as { start: { date: string }; end: { date: string } };
  const modules = object.textModulesData as { id: string; body: string }[];
  const found = {
    number: (object.header as { defaultValue: { value: string } }).defaultValue.value,
    barcode: (object.barcode as { value: string }).value,
    start: interval.start.date,
    end: interval.end.date,
    validity: modules.find((module) => module.id === 'validity')?.body,
  };
  const wanted = {
    number: e.number,
    barcode: e.checkUrl,
    start: `${e.validity.from}T00:00:00${chisinauOffset(e.validity.from, '00:00:00')}`,
    end: `${e.validity.to}T23:59:59${chisinauOffset(e.validity.to, '23:59:59')}`,
    validity: `${dmy(e.validity.from)} — ${dmy(e.validity.to)}`,
  };
  const mismatches: Mismatch[] = [];
  for (const name of Object.keys(wanted) as (keyof typeof wanted)[]) {
    if (found[name] !== wanted[name]) {
      mismatches.push({ artefact, field: name, expected: wanted[name], printed: found[name] ?? '(absent)' });
    }
  }
  // Anyone who sees the link reads its JWT: nothing personal, not even the plate or the order.
  const personal = [
    e.payerName,
    ...e.insuredNames,
    ...customer.personalCodes,
    ...(e.vehicle ? [e.vehicle.plate] : []),
    ...(e.vignettePlate ? [e.vignettePlate] : []),
    orderNumber,
    groupedOrderNumber(orderNumber),
  ];
  mismatches.push(
    ...checkPrinted(
      artefact,
      JSON.stringify(payload),
      personal.map((value) => ({ field: 'personal data in a link anyone can read', kind: 'absent' as const, value })),
    ),
  );
  return mismatches;
}
