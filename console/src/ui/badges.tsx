import type { OrderStatus } from '@asiguro/domain';
import type { z } from 'zod';
import type { partnerHealthSchema } from '@asiguro/contracts';
import { texts } from '../app/i18n';

/** An order status under the machine's own name, coloured by what it asks of staff. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge status-${status}`}>{status}</span>;
}

type PartnerStatus = z.infer<typeof partnerHealthSchema>['status'];

export function PartnerBadge({ status }: { status: PartnerStatus }) {
  return <span className={`badge partner-${status}`}>{texts.partnerStatus[status]}</span>;
}

/** A small neutral tag (job outcomes, event names, queue names). */
export function Tag({ children, tone }: { children: string; tone?: 'danger' | 'success' | 'warning' }) {
  return <span className={tone ? `tag ${tone}` : 'tag'}>{children}</span>;
}
