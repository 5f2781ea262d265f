import { findIssuer, isVignette } from '@asiguro/domain';
import { partyName, type DocumentData, type DocumentParty } from '../document-data/document-data.schema';
import { fill, type DocumentTexts } from '../texts/document-texts';
import { formatAmount, formatDate, formatDateTime, formatOrderNumber, formatRate } from './format';
import type { PdfComposer, TableColumn } from './pdf-composer';

export type FactRow = readonly [string, string];

/** A block of the "what is insured" part; which blocks appear depends on the product line. */
export type FactSection =
  | { kind: 'facts'; title: string; rows: FactRow[] }
  | { kind: 'table'; title: string; columns: TableColumn[]; rows: string[][] };

/** A row, or a falsy value where an optional fact is absent. */
type MaybeRow = FactRow | false | '' | 0 | undefined;

/** Keeps the rows whose fact is present. */
const present = (rows: MaybeRow[]): FactRow[] =>
  rows.filter((row): row is FactRow => Array.isArray(row) && row[1] !== '');

/** Vignettes and road tax come with a certificate, every other line with a policy. */
export function isCertificate(data: DocumentData): boolean {
  return isVignette(data.product) || data.product === 'road-tax';
}

/** State-issued items (vignettes, road tax) have an issuer, not an insurer. */
export function partnerLabel(data: DocumentData, t: DocumentTexts): string {
  return findIssuer(data.insurer.slug)?.kind === 'state' || isCertificate(data) ? t.labels.issuer : t.labels.insurer;
}

export function numberLabel(data: DocumentData, t: DocumentTexts): string {
  return isCertificate(data) ? t.labels.certificateNumber : t.labels.policyNumber;
}

export function period(data: DocumentData, t: DocumentTexts): string {
  return fill(t.labels.periodValue, { from: formatDate(data.validity.from), to: formatDate(data.validity.to) });
}

/** "Policy details" or "Certificate details". */
export function detailsHeading(data: DocumentData, t: DocumentTexts): string {
  return isCertificate(data) ? t.sections.certificate : t.sections.policy;
}

/**
 * The policy's identity: product, number, its issuer (the insurer, with its 24/7 line), period,
 * liability start, issue date; for RCA the contract type and the bonus-malus class.
 */
export function policyRows(data: DocumentData, t: DocumentTexts): FactRow[] {
  const motor = data.motor;
  return present([
    [t.labels.product, t.products[data.product]],
    [numberLabel(data, t), data.policyNumber],
    [partnerLabel(data, t), data.insurer.idno ? `${data.insurer.name}, IDNO ${data.insurer.idno}` : data.insurer.name],
    data.insurer.assistancePhone && [t.labels.assistancePhone, data.insurer.assistancePhone],
    [t.labels.validity, period(data, t)],
    !isCertificate(data) && [t.labels.liabilityStart, formatDateTime(data.liabilityStart)],
    [t.labels.issueDate, formatDateTime(data.issuedAt)],
    motor && [t.labels.contractType, t.values.contractTypes[motor.contractType]],
    motor?.bonusMalusClass && [t.labels.bonusMalus, motor.bonusMalusClass],
  ]);
}

/** The marketplace as the insurance intermediary, and the order the customer placed with it. */
export function intermediaryRows(data: DocumentData, t: DocumentTexts): FactRow[] {
  const seller = data.seller;
  return present([
    [t.labels.intermediary, `${seller.name}, IDNO ${seller.idno}`],
    seller.licence && [t.labels.licence, seller.licence],
    [t.labels.orderReference, formatOrderNumber(data.orderNumber)],
  ]);
}

/** Who issued the document, in a sentence: the insurer (or the state system), through the intermediary. */
export function issuedByLine(data: DocumentData, t: DocumentTexts): string {
  return fill(isCertificate(data) ? t.policy.certificateIssuedBy : t.policy.issuedBy, {
    insurer: data.insurer.name,
    seller: data.seller.name,
  });
}

/**
 * What is covered, risk by risk, with its limit, as the insurer's offer states it. The sum insured
 * has its own row elsewhere, so it is not listed again.
 */
export function coverRows(data: DocumentData, t: DocumentTexts): FactRow[] {
  const names = t.values.limits as Record<string, string>;
  return (data.coverage?.limits ?? [])
    .filter((limit) => limit.key !== 'sumInsured')
    .map((limit) => [names[limit.key] ?? limit.key, formatAmount(limit.amount, data.language)] as const);
}

function vehicleRows(data: DocumentData, t: DocumentTexts): FactRow[] {
  const vehicle = data.vehicle;
  if (!vehicle) return [];
  return present([
    [t.labels.plateNumber, vehicle.plateNumber],
    [t.labels.makeModel, [vehicle.make, vehicle.model].filter(Boolean).join(' ')],
    vehicle.vin && [t.labels.vin, vehicle.vin],
    vehicle.registrationCertificate && [t.labels.registrationCertificate, vehicle.registrationCertificate],
    vehicle.registrationCountry && [t.labels.registrationCountry, vehicle.registrationCountry],
    vehicle.category && [t.labels.vehicleCategory, vehicle.category],
    vehicle.engineVolume !== undefined && [
      t.labels.engineVolume,
      fill(t.labels.engineVolumeValue, { value: vehicle.engineVolume }),
    ],
    vehicle.seats !== undefined && [t.labels.seats, String(vehicle.seats)],
    data.greenCard && [t.labels.greenCardZone, t.values.greenCardZones[data.greenCard.zone]],
    data.greenCard && [t.labels.greenCardClass, t.values.greenCardClasses[data.greenCard.vehicleClass]],
  ]);
}

function coverageRows(data: DocumentData, t: DocumentTexts): FactRow[] {
  const coverage = data.coverage;
  if (!coverage) return [];
  return present([
    coverage.sumInsured && [t.labels.sumInsured, formatAmount(coverage.sumInsured, data.language)],
    coverage.deductiblePercent !== undefined && [
      t.labels.deductible,
      fill(t.labels.deductibleValue, { value: coverage.deductiblePercent }),
    ],
    coverage.assistance && [t.labels.assistance, t.values.assistance[coverage.assistance]],
    coverage.flightNumbers?.length && [t.labels.flightNumbers, coverage.flightNumbers.join(', ')],
    coverage.baggagePieces !== undefined && [t.labels.baggagePieces, String(coverage.baggagePieces)],
  ]);
}

/** What the product insures (or what the certificate covers), product by product. */
export function objectSections(data: DocumentData, t: DocumentTexts): FactSection[] {
  const sections: FactSection[] = [];
  const vehicle = vehicleRows(data, t);
  if (vehicle.length > 0 && data.product !== 'road-tax') {
    sections.push({ kind: 'facts', title: t.labels.vehicle, rows: vehicle });
  }
  if (data.insuredPersons.length > 0) {
    sections.push({
      kind: 'table',
      title: t.labels.insuredPersons,
      columns: [
        { header: t.labels.fullName, width: 0.4 },
        { header: t.labels.birthday, width: 0.18 },
        { header: t.labels.personalCode, width: 0.22 },
        { header: t.labels.passport, width: 0.2 },
      ],
      rows: data.insuredPersons.map((person) => [
        person.fullName,
        person.birthday ? formatDate(person.birthday) : '—',
        person.personalCode ?? '—',
        person.passportNumber ?? '—',
      ]),
    });
  }
  if (data.trip) {
    const trip = data.trip;
    sections.push({
      kind: 'facts',
      title: t.labels.trip,
      rows: present([
        [t.labels.territory, trip.territory],
        [t.labels.tripType, t.values.tripTypes[trip.type]],
        [t.labels.purpose, t.values.purposes[trip.purpose]],
        trip.insuredDays !== undefined && [t.labels.insuredDays, String(trip.insuredDays)],
        trip.sumInsured && [t.labels.sumInsured, formatAmount(trip.sumInsured, data.language)],
      ]),
    });
  }
  if (data.property) {
    const property = data.property;
    sections.push({
      kind: 'facts',
      title: t.labels.property,
      rows: present([
        [t.labels.propertyType, t.values.propertyTypes[property.type]],
        [t.labels.address, property.address],
        [t.labels.cadastralCode, property.cadastralCode],
        [t.labels.sumInsured, formatAmount(property.sumInsured, data.language)],
        property.valueBasis && [t.labels.valueBasis, t.values.valueBases[property.valueBasis]],
        property.beneficiary && [t.labels.beneficiary, property.beneficiary],
      ]),
    });
  }
  if (data.vignette) {
    const vignette = data.vignette;
    sections.push({
      kind: 'facts',
      title: t.labels.vignette,
      rows: [
        [t.labels.vignetteCountry, t.values.countries[vignette.country]],
        [t.labels.vignetteCategory, vignette.category],
        [t.labels.plateNumber, vignette.plateNumber],
        [t.labels.registrationCountry, vignette.registrationCountry],
      ],
    });
  }
  if (data.roadTax) {
    const tax = data.roadTax;
    sections.push({
      kind: 'facts',
      title: t.labels.roadTax,
      rows: present([
        [t.labels.taxYear, String(tax.taxYear)],
        [t.labels.idnx, tax.idnx],
        [t.labels.region, tax.region],
        [t.labels.locality, tax.locality],
        ...vehicle,
        tax.paymentReference && [t.labels.paymentReference, tax.paymentReference],
      ]),
    });
  }
  const coverage = coverageRows(data, t);
  if (coverage.length > 0) sections.push({ kind: 'facts', title: t.sections.object, rows: coverage });
  return sections;
}

/** The rate line of a price set in another currency: "9,50 EUR × 19,45 MDL (official rate of 26.11.2026)". */
export function conversionText(data: DocumentData, t: DocumentTexts): string | undefined {
  const conversion = data.charges?.conversion;
  if (!conversion) return undefined;
  return fill(t.labels.conversionValue, {
    amount: formatAmount(conversion.from, data.language),
    rate: formatRate(conversion.rate, data.language),
    date: formatDate(conversion.date),
  });
}

/**
 * The premium (or state price) as the insurer or state set it; then what the customer paid, line
 * by line in the currency charged (the price in lei with its rate, the intermediary's service fee,
 * the total), and when.
 */
export function priceRows(data: DocumentData, t: DocumentTexts): FactRow[] {
  const state = isCertificate(data);
  const charges = data.charges;
  if (!charges) {
    const paid = data.paid;
    return present([
      [state ? t.labels.amount : t.labels.premium, formatAmount(data.price, data.language)],
      paid && [
        t.labels.paidAmount,
        paid.rate === undefined
          ? formatAmount(paid.amount, data.language)
          : fill(t.labels.paidAmountValue, {
              amount: formatAmount(paid.amount, data.language),
              rate: String(paid.rate),
            }),
      ],
      data.paidAt && [t.labels.paidAt, formatDateTime(data.paidAt)],
    ]);
  }
  const converted = conversionText(data, t);
  return present([
    [
      state ? t.labels.statePrice : t.labels.premium,
      converted
        ? `${formatAmount(charges.premium, data.language)} = ${converted}`
        : formatAmount(charges.premium, data.language),
    ],
    charges.serviceFee !== null && [t.labels.serviceFee, formatAmount(charges.serviceFee, data.language)],
    [t.labels.total, formatAmount(charges.total, data.language)],
    data.paidAt && [t.labels.paidAt, formatDateTime(data.paidAt)],
  ]);
}

/** The payer or contractor: name, kind, codes and (unless left out) contacts. */
export function partyRows(party: DocumentParty, t: DocumentTexts, { contacts = true } = {}): FactRow[] {
  return present([
    [party.type === 'company' ? t.labels.name : t.labels.fullName, partyName(party)],
    [t.labels.partyType, party.type === 'company' ? t.labels.company : t.labels.individual],
    party.type === 'company' && [t.labels.idno, party.idno],
    party.type === 'company' && party.vatCode && [t.labels.vatCode, party.vatCode],
    party.type === 'individual' && party.idnp && [t.labels.idnp, party.idnp],
    party.type === 'individual' && party.birthday && [t.labels.birthday, formatDate(party.birthday)],
    party.address && [t.labels.address, party.address],
    contacts && party.phone && [t.labels.phone, party.phone],
    contacts && party.email && [t.labels.email, party.email],
  ]);
}

export function termsLine(data: DocumentData, t: DocumentTexts): string {
  return `${isCertificate(data) ? t.labels.conditions : t.labels.terms}: ${fill(t.labels.termsValue, data.terms)}`;
}

/** Draws the product's object sections in order. */
export function drawSections(composer: PdfComposer, sections: FactSection[]): void {
  for (const section of sections) {
    composer.heading(section.title);
    if (section.kind === 'facts') composer.facts(section.rows);
    else composer.table(section.columns, section.rows);
  }
}

/**
 * The insurer's part of a policy after its object: the covered risks with their limits, and for
 * a travel policy that qualifies, the statement a Schengen consulate looks for.
 */
export function drawCover(composer: PdfComposer, data: DocumentData, t: DocumentTexts): void {
  const cover = coverRows(data, t);
  if (cover.length > 0) {
    composer.heading(t.sections.cover);
    composer.facts(cover, 0.5);
  }
  if (data.trip?.schengen) composer.paragraph(t.policy.schengen, { bold: true });
}

/** The intermediary's block: who intermediated, its licence, and the customer's order with it. */
export function drawIntermediary(composer: PdfComposer, data: DocumentData, t: DocumentTexts): void {
  composer.heading(t.sections.intermediary);
  composer.facts(intermediaryRows(data, t));
}
