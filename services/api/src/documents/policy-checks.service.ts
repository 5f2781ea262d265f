import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  coverDays,
  DomainError,
  findIssuer,
  normalizePolicyNumber,
  policyNumberSchema,
  type OrderStatus,
  type PolicyCheck,
} from '@asiguro/domain';
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
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async check(raw: string, now = new Date()): Promise<PolicyCheck> {
    // As the customer meant it: "iai 123456-abc" is IAI123456ABC.
    const number = normalizePolicyNumber(raw);
    if (!certificateNumberSchema.safeParse(number).success) {
      throw new DomainError('validation-failed', { issues: [{ path: 'number', key: 'invalid-policy-number' }] });
    }
    const [found]: { valid_from: Date; valid_to: Date; insurer: string; insurance_type: string }[] =
      await this.db.query(
        `select p.valid_from, p.valid_to, p.insurer, o.insurance_type
         from policies p join orders o on o.id = p.order_id
         where p.number = $1 and o.status = any($2)`,
        [number, STANDING_ORDER_STATUSES],
      );
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
    const status = now < found.valid_from ? 'not-yet-active' : now >= found.valid_to ? 'expired' : ('active' as const);
    const days = coverDays({ validFrom: found.valid_from, validTo: found.valid_to });
    return {
      number,
      found: true,
      valid: status === 'active',
      status,
      product: found.insurance_type as PolicyCheck['product'],
      insurer: findIssuer(found.insurer)?.name ?? found.insurer,
      validFrom: days.from,
      validTo: days.to,
    };
  }
}
