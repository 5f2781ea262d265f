import type { OrderStatus } from '@asiguro/domain';

/** The progress the issuing page shows (spec §4): paid → processing → issued → completed. */
export const PROGRESS_STEPS = ['paid', 'processing', 'issued', 'completed'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export type StepState = 'done' | 'current' | 'pending';

/** How many progress steps are behind an order in each in-flight or completed status. */
const DONE: Partial<Record<OrderStatus, number>> = { paid: 1, processing: 1, issued: 3, completed: 4 };

/**
 * Each progress step's state for an order status, or undefined before payment and after a
 * failure. Paid and processing both mean "the policy is being issued"; issued means the insurer
 * has created it and the documents are being made.
 */
export function progressOf(status: OrderStatus): Record<ProgressStep, StepState> | undefined {
  const done = DONE[status];
  if (done === undefined) return undefined;
  return Object.fromEntries(
    PROGRESS_STEPS.map((step, index) => [step, index < done ? 'done' : index === done ? 'current' : 'pending']),
  ) as Record<ProgressStep, StepState>;
}

/** The statuses that end an order badly: each shows its message and the support contact. */
export const FAILURE_STATUSES: readonly OrderStatus[] = ['failed', 'expired', 'refunded', 'canceled'];

/**
 * The statuses an order never leaves (the order machine's final states), where following it
 * stops. Expired and canceled are not among them: a payment arriving late moves such an order to
 * refunded, and the page must say so; a failed order may still be issued by support.
 */
export const SETTLED_STATUSES: readonly OrderStatus[] = ['completed', 'refunded'];
