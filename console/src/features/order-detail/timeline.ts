import type { ConsoleOrderDetail } from '@asiguro/contracts';

type Detail = Pick<ConsoleOrderDetail, 'events' | 'jobs' | 'exchanges' | 'payments' | 'emails'>;

export type TimelineEntry =
  | ({ kind: 'event'; key: string; at: string } & ConsoleOrderDetail['events'][number])
  | ({ kind: 'job'; key: string; at: string } & ConsoleOrderDetail['jobs'][number])
  | ({ kind: 'exchange'; key: string } & ConsoleOrderDetail['exchanges'][number])
  | ({ kind: 'payment'; key: string; at: string } & ConsoleOrderDetail['payments'][number])
  | ({ kind: 'email'; key: string; at: string } & ConsoleOrderDetail['emails'][number]);

export type TimelineKind = TimelineEntry['kind'];
export const TIMELINE_KINDS: readonly TimelineKind[] = ['event', 'job', 'exchange', 'payment', 'email'];

/*
 * Within one millisecond the causes come first: the payment before the event it triggers, the job
 * before the partner calls it makes, and those before the event recording their outcome.
 */
const TIE_ORDER: Record<TimelineKind, number> = { payment: 0, job: 1, exchange: 2, event: 3, email: 4 };

/**
 * One chronological story of an order: every event (with actor and reason), job attempt, partner
 * exchange, payment and sent e-mail, oldest first. E-mails not sent yet have no instant and stay
 * in their own section.
 */
export function buildTimeline(detail: Detail): TimelineEntry[] {
  const entries: (TimelineEntry & { order: number })[] = [
    ...detail.events.map((event, index) => ({
      ...event,
      kind: 'event' as const,
      key: `event-${event.seq}`,
      order: index,
    })),
    ...detail.jobs.map((job, index) => ({
      ...job,
      kind: 'job' as const,
      key: `job-${index}`,
      at: job.startedAt,
      order: index,
    })),
    ...detail.exchanges.map((exchange, index) => ({
      ...exchange,
      kind: 'exchange' as const,
      key: `exchange-${index}`,
      order: index,
    })),
    ...detail.payments.map((payment, index) => ({
      ...payment,
      kind: 'payment' as const,
      key: `payment-${payment.id}`,
      at: payment.createdAt,
      order: index,
    })),
    ...detail.emails.flatMap((email, index) =>
      email.sentAt ? [{ ...email, kind: 'email' as const, key: `email-${index}`, at: email.sentAt, order: index }] : [],
    ),
  ];
  return entries
    .sort((a, b) => {
      const time = new Date(a.at).getTime() - new Date(b.at).getTime();
      if (time !== 0) return time;
      const kind = TIE_ORDER[a.kind] - TIE_ORDER[b.kind];
      return kind !== 0 ? kind : a.order - b.order;
    })
    .map(({ order: _order, ...entry }) => entry as TimelineEntry);
}

/** Who did it, for people: "Ana Suport (staff)", "system", "partner donaris"; a staff id only when the account is gone. */
export function actorLabel(actor: { kind: string; id: string | null; name?: string | null }): string {
  if (actor.name) return `${actor.name} (${actor.kind})`;
  return actor.id ? `${actor.kind} ${actor.id}` : actor.kind;
}

/** True for a timeline entry that went wrong (shown in red). */
export function isProblem(entry: TimelineEntry): boolean {
  switch (entry.kind) {
    case 'event':
      return entry.to === 'failed';
    case 'job':
      return entry.outcome === 'failed' || entry.outcome === 'retrying';
    case 'exchange':
      return entry.error !== null || (entry.status !== null && entry.status >= 400);
    case 'payment':
      return entry.status === 'failed' || entry.status === 'refund_failed';
    case 'email':
      return entry.status === 'failed';
  }
}
