import { Injectable } from '@nestjs/common';
import {
  DomainError,
  issuanceSubjectFor,
  requestedPeriod,
  underwritingFactsSchema,
  type UnderwritingOrder,
} from '@asiguro/domain';
import type { CustomerData } from '@asiguro/contracts';
import { itemOrderOf, OrderService, PaymentRecorder } from '@asiguro/orchestration';
import { StaffAuditRepository } from '@asiguro/persistence';
import { operatorItems, type StaffActor } from './console-order-rules';

/**
 * The order's personal data unmasked, for support to reach the customer or to type the order
 * into a partner's portal. Every read is audited (who looked, at which order; never what was shown).
 */
@Injectable()
export class CustomerDataService {
  constructor(
    private readonly orders: OrderService,
    private readonly payments: PaymentRecorder,
    private readonly audit: StaffAuditRepository,
  ) {}

  /**
   * The contact, the days asked for, the insured and the facts an insurer's API would have
   * received (issuanceSubjectFor, as the worker builds its request), for the item an operator is
   * to issue: the main product, or the add-on waiting for an operator.
   */
  async customerData(orderId: string, staff: StaffActor, now = new Date()): Promise<CustomerData> {
    const whole = await this.orders.get(orderId);
    const paidAt = await this.payments.paidAt(whole);
    await this.audit.record({ staffId: staff.id, action: 'customer-data', orderId });
    const contact = (whole.contact ?? {}) as { email?: string; phone?: string };
    const [item = 0] = operatorItems(whole);
    // One item as its issuer's request is built (the add-on's own details and registry facts).
    const order = item === 0 ? whole : itemOrderOf(whole, item);
    const underwriting: UnderwritingOrder = {
      items: order.items,
      billing: order.billing as UnderwritingOrder['billing'],
      contact: order.contact as UnderwritingOrder['contact'],
      consents: order.consents as UnderwritingOrder['consents'],
    };
    const facts = underwritingFactsSchema.safeParse(order.underwritingFacts ?? {});
    const at = paidAt ?? now;
    let issuance: CustomerData['issuance'] = null;
    try {
      const subject = issuanceSubjectFor(underwriting, facts.success ? facts.data : {}, { paidAt: at });
      const period = order.items[0] ? requestedPeriod(order.items[0], order.manualIssuanceSince ?? at) : undefined;
      issuance = { item, period: period ?? null, insured: subject.insured, contract: subject.contract };
    } catch (error) {
      // A draft's details may be incomplete: support still gets the contact, the page says the rest is missing.
      if (!(error instanceof DomainError)) throw error;
    }
    return { contact: { email: contact.email ?? null, phone: contact.phone ?? null }, lang: order.lang, issuance };
  }
}
