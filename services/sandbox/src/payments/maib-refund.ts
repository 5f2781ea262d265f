import type { PaymentProviderId } from '@asiguro/domain';
import { decimalToMinor } from '@asiguro/partners';
import type { z } from 'zod';
import type { PaymentBehaviours } from './payment-behaviour';
import { refundPayment, type SandboxPaymentStore } from './payment-store';
import { firstIssue, MAIB_UNAVAILABLE, maibError } from './provider-errors';

/**
 * A refund as both maib APIs take it (the card checkout's `payments/:paymentId/refund` and MIA's
 * `mia/payments/:payId/refund`): an amount in major units, idempotent by the Idempotency-Key
 * header, errors in maib's envelope. Only the request body differs, so each passes its schema.
 */
export async function refundMaibPayment(
  provider: Extract<PaymentProviderId, 'card' | 'mobile'>,
  sandbox: { store: SandboxPaymentStore; behaviours: PaymentBehaviours },
  request: {
    transactionId: string;
    body: unknown;
    idempotencyKey: string | undefined;
    schema: z.ZodType<{ amount: number }>;
  },
) {
  const { store, behaviours } = sandbox;
  await behaviours.apply(provider, MAIB_UNAVAILABLE);
  if (behaviours.get(provider).failRefunds) {
    throw maibError(503, 'refund-unavailable', 'refunds are failing (sandbox switch)');
  }
  const parsed = request.schema.safeParse(request.body);
  if (!parsed.success) throw maibError(400, 'invalid-request', firstIssue(parsed.error));
  if (!request.idempotencyKey) throw maibError(400, 'idempotency-key-required', 'send an Idempotency-Key header');
  const payment = store.findByTransaction(provider, request.transactionId);
  if (!payment) throw maibError(404, 'payment-not-found', 'no such payment');
  const outcome = refundPayment(store, payment, request.idempotencyKey, decimalToMinor(parsed.data.amount));
  if (!outcome.ok) throw maibError(422, outcome.code, 'refund refused');
  return { ok: true, result: { refundId: outcome.refund.refundId, status: 'Refunded' } };
}
