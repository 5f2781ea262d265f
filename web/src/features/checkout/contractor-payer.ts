/** Who pays, when the details already name the contractor (who pays is the contractor). */
export interface ContractorPayer {
  payerType: 'individual' | 'company';
  idno?: string;
  companyName?: string;
  /** The person's name as typed, when the form asked it. */
  personName?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The payer taken from the contractor of the order's details: the same person or company the
 * contractor step asked for, so the confirmation does not ask "who pays" a second time.
 * Undefined for products without a contractor (vignettes, road tax).
 */
export function contractorPayer(details: unknown): ContractorPayer | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const contractor = (details as { contractor?: Record<string, unknown> }).contractor;
  if (!contractor) return undefined;
  if (contractor.contractorType === 'company') {
    const idno = text(contractor.idno);
    const companyName = text(contractor.companyName);
    return { payerType: 'company', ...(idno ? { idno } : {}), ...(companyName ? { companyName } : {}) };
  }
  if (contractor.contractorType === 'individual') {
    const personName = [text(contractor.firstName), text(contractor.lastName)].filter(Boolean).join(' ');
    return { payerType: 'individual', ...(personName ? { personName } : {}) };
  }
  return undefined;
}
