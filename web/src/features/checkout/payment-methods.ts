import { findSeller, type PaymentMethod } from '@asiguro/domain';

export type Method = PaymentMethod;

/** The order the methods are offered in, the card first. */
const ORDER: readonly Method[] = ['card', 'online', 'mobile', 'wire-transfer'];

/**
 * The payment methods to offer for an order: those its seller takes, as getpartnerfeature
 * answered (`feature`), in our order; the bank transfer only to a company. When that call failed
 * (spec §7: failures are logged, not shown) the seller's methods come from the shared seller
 * catalogue the API reads too.
 */
export function paymentMethods(seller: string | null, feature: unknown, company: boolean): Method[] {
  const offered: readonly unknown[] = Array.isArray(feature) ? feature : findSeller(seller).features['payment-methods'];
  return ORDER.filter((method) => offered.includes(method) && (method !== 'wire-transfer' || company));
}
