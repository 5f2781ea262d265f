import type { FunctionResult } from '@asiguro/contracts';
import type { MessageKey } from '@asiguro/i18n';
import type { StorefrontTexts } from '../../i18n/texts';

export type BillOutcome = FunctionResult<'payorder'>['outcome'];

export interface BillNotice {
  /** error: the customer must pay again; success: the order is paid; info: nothing to do now. */
  tone: 'error' | 'success' | 'info';
  text: string;
}

/**
 * What the bill form says once payorder answered (spec §7: a declined or pending payment is an
 * answer, not an error): the spec's "transaction declined" (§8) for a decline, otherwise what the
 * payment did.
 */
export function billNotice(
  outcome: BillOutcome,
  texts: StorefrontTexts['order']['pay']['billOutcome'],
  t: (key: MessageKey) => string,
): BillNotice {
  switch (outcome) {
    case 'declined':
      return { tone: 'error', text: t('errors.transaction-declined') };
    case 'applied':
      return { tone: 'success', text: texts.applied };
    case 'duplicate':
      return { tone: 'info', text: texts.duplicate };
    case 'pending':
      return { tone: 'info', text: texts.pending };
    case 'refunding':
      return { tone: 'info', text: texts.refunding };
  }
}
