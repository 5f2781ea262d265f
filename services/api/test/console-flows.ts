import type { StartPaymentResponse, OrderView } from '@asiguro/contracts';
import { TAXI, unpaidTaxiVignette, type ApiClient } from '@asiguro/testing';

/* What the console's tests share: orders a customer leaves for staff to act on. */

export { TAXI };

/** The taxi company's Romanian vignette with a bank-transfer bill: unpaid until staff confirm the transfer. */
export async function billedVignette(
  api: ApiClient,
  contact = { phone: '069555111', email: 'fleet@example.md' },
): Promise<{ order: OrderView; bill: string }> {
  const order = await unpaidTaxiVignette(api, contact);
  const bill = await api.post<StartPaymentResponse>(`/api/orders/${order.id}/payments`, {
    provider: 'wire-transfer',
  });
  if (bill.status !== 201) throw new Error(`bill answered ${bill.status}: ${JSON.stringify(bill.body)}`);
  return { order, bill: bill.body.invoice!.number };
}
