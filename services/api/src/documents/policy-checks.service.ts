import { Injectable } from '@nestjs/common';
import {
  coverDays,
  DomainError,
  findIssuer,
  normalizePolicyNumber,
  policyNumberSchema,
  type OrderStatus,
} from '@asiguro/domain';
import type { PolicyCheck } from '@asiguro/contracts';
import { PolicyChecksQuery } from '@asiguro/persistence';
import { z } from 'zod';

/** Policy, certificate and vignette numbers: letters, digits and dashes, nothing else. */
const certificateNumberSchema = z.union([policyNumberSchema, z.string().regex(/^[A-Z0-9-]{6,32}$/)]);

/**
 * Only these orders stand behind their policy. A policy row can outlive the sale (the insurer
 * issued, then the order was refunded, canceled or failed before documents): such a number must
 * not read as valid to the police officer or the other driver scanning the QR code.
 */
const STANDING_ORDER_STATUSES: readonly OrderStatus[] = ['issued', 'completed'];

/**
 * The public check behind the documents' QR code: is this policy valid, and until when? It
 * answers the number, product, insurer and period only — never who or what is insured.
 */
@Injectable()
export class PolicyChecks {
  constructor(private readonly policies: PolicyChecksQuery) {}

  async check(raw: string, now = new Date()): Promise<PolicyCheck> {
    // As the customer meant it: "iai 123456-abc" is IAI123456ABC.
    const number = normalizePolicyNumber(raw);
    if (!certificateNumberSchema.safeParse(number).success) {
      throw new DomainError('validation-failed', { issues: [{ path: 'number', key: 'invalid-policy-number' }] });
    }
    const found = await this.policies.find(number, STANDING_ORDER_STATUSES);
    // An order that does not stand behind its policy answers exactly like an unknown number.
    if (!found) {
      return {
        number,
        found: false,
        valid: false,
        status: 'unknown',
        product: null,
        insurer: null,
        validFrom: null,
        validTo: null,
      };
    }
    const status = now < found.validFrom ? 'not-yet-active' : now >= found.validTo ? 'expired' : ('active' as const);
    const days = coverDays({ validFrom: found.validFrom, validTo: found.validTo });
    return {
      number,
      found: true,
      valid: status === 'active',
      status,
      product: found.product,
      insurer: findIssuer(found.insurer)?.name ?? found.insurer,
      validFrom: days.from,
      validTo: days.to,
    };
  }
}
