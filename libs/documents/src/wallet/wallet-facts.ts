import type { DocumentData } from '../document-data/document-data.schema';
import { partyName } from '../document-data/document-data.schema';
import { numberLabel, partnerLabel } from '../render/document-facts';
import { formatDate, formatOrderNumber } from '../render/format';
import { documentTexts } from '../texts/document-texts';

/** What a wallet pass shows, in the order's language; Apple and Google passes share it. */
export interface WalletFacts {
  title: string;
  numberLabel: string;
  number: string;
  partnerLabel: string;
  partner: string;
  subjectLabel: string;
  /** The plate, the insured persons, the property or the payer: what the cover is about. */
  subject: string;
  validFromLabel: string;
  validFrom: string;
  validUntilLabel: string;
  validUntil: string;
  orderLabel: string;
  orderNumber: string;
  checkLabel: string;
  checkUrl: string;
  seller: string;
}

function subject(data: DocumentData): string {
  if (data.vignette) return data.vignette.plateNumber;
  if (data.vehicle) return [data.vehicle.plateNumber, data.vehicle.make, data.vehicle.model].filter(Boolean).join(' ');
  if (data.insuredPersons.length > 0) return data.insuredPersons.map((person) => person.fullName).join(', ');
  if (data.property) return data.property.address;
  return partyName(data.payer);
}

/** The facts of a policy or vignette for its wallet passes. */
export function walletFacts(data: DocumentData): WalletFacts {
  const t = documentTexts(data.language);
  return {
    title: t.products[data.product],
    numberLabel: numberLabel(data, t),
    number: data.policyNumber,
    partnerLabel: partnerLabel(data, t),
    partner: data.insurer.name,
    subjectLabel: t.wallet.insured,
    subject: subject(data),
    validFromLabel: t.wallet.validFrom,
    validFrom: formatDate(data.validity.from),
    validUntilLabel: t.wallet.validUntil,
    validUntil: formatDate(data.validity.to),
    orderLabel: t.labels.orderNumber,
    orderNumber: formatOrderNumber(data.orderNumber),
    checkLabel: t.wallet.checkLink,
    checkUrl: data.checkUrl,
    seller: data.seller.name,
  };
}
