import { actorLabel, buildTimeline, isProblem } from './timeline';

const at = (seconds: number) => new Date(Date.UTC(2025, 10, 3, 10, 0, seconds)).toISOString();

const detail = {
  events: [
    {
      seq: 1,
      event: 'CREATE',
      from: null,
      to: 'draft' as const,
      actor: { kind: 'customer', id: null, name: null },
      reason: null,
      payload: {},
      at: at(0),
    },
    {
      seq: 2,
      event: 'PAYMENT_SUCCEEDED',
      from: 'unpaid' as const,
      to: 'paid' as const,
      actor: { kind: 'partner', id: 'card', name: null },
      reason: null,
      payload: {},
      at: at(10),
    },
    {
      seq: 3,
      event: 'ISSUANCE_FAILED',
      from: 'processing' as const,
      to: 'failed' as const,
      actor: { kind: 'system', id: null, name: null },
      reason: 'insurer down',
      payload: {},
      at: at(30),
    },
    {
      seq: 4,
      event: 'RETRY',
      from: 'failed' as const,
      to: 'paid' as const,
      actor: { kind: 'staff', id: 'staff-1', name: 'Ana Suport' },
      reason: 'insurer back',
      payload: {},
      at: at(90),
    },
  ],
  jobs: [
    {
      queue: 'issuance',
      job: 'issue-policy',
      jobId: 'j1',
      attempt: 1,
      outcome: 'failed',
      durationMs: 120,
      error: 'HTTP 503',
      startedAt: at(12),
    },
    {
      queue: 'issuance',
      job: 'issue-policy',
      jobId: 'j1',
      attempt: 2,
      outcome: 'failed',
      durationMs: 80,
      error: 'HTTP 503',
      startedAt: at(20),
    },
  ],
  exchanges: [
    {
      partner: 'donaris',
      method: 'POST',
      path: '/policies',
      status: 503,
      durationMs: 100,
      attempt: 1,
      error: 'unavailable',
      request: {},
      response: null,
      at: at(12),
    },
  ],
  payments: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      provider: 'card',
      status: 'succeeded',
      amount: { minor: 10000, currency: 'MDL' as const },
      transactionId: 't',
      applied: true,
      createdAt: at(10),
    },
  ],
  emails: [
    { kind: 'order-completed', recipient: 'io***@ex***', subject: 'Your policy', status: 'queued', sentAt: null },
  ],
};

describe(buildTimeline.name, () => {
  it('merges events, job attempts, exchanges and payments chronologically', () => {
    expect(buildTimeline(detail).map((entry) => entry.key)).toEqual([
      'event-1',
      'payment-00000000-0000-4000-8000-000000000001',
      'event-2',
      'job-0',
      'exchange-0',
      'job-1',
      'event-3',
      'event-4',
    ]);
  });

  it('puts the job before the partner call it made and the call before its recorded outcome at the same instant', () => {
    const same = at(50);
    const timeline = buildTimeline({
      ...detail,
      events: [{ ...detail.events[2], at: same }],
      jobs: [{ ...detail.jobs[0], startedAt: same }],
      exchanges: [{ ...detail.exchanges[0], at: same }],
      payments: [],
    });
    expect(timeline.map((entry) => entry.kind)).toEqual(['job', 'exchange', 'event']);
  });

  it('places sent e-mails at their sending time and leaves unsent ones out', () => {
    const sent = { ...detail.emails[0], status: 'sent', sentAt: at(60) };
    const kinds = buildTimeline({ ...detail, emails: [sent, detail.emails[0]] }).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'email')).toHaveLength(1);
    expect(kinds.indexOf('email')).toBe(kinds.length - 2);
  });
});

describe(isProblem.name, () => {
  it('flags a failure event, a failed attempt and an erroring exchange, not the rest', () => {
    const timeline = buildTimeline(detail);
    expect(timeline.filter(isProblem).map((entry) => entry.key)).toEqual(['job-0', 'exchange-0', 'job-1', 'event-3']);
  });
});

describe(actorLabel.name, () => {
  it('names a staff member by name or e-mail, not by account id', () => {
    expect(
      actorLabel({ kind: 'staff', id: '0d9c7a0e-4b1e-4c1a-9f5e-3a2b1c0d9e8f', name: 'ana.suport@asiguro.md' }),
    ).toBe('ana.suport@asiguro.md (staff)');
  });

  it('names the actor kind with its id when there is no name', () => {
    expect(actorLabel({ kind: 'partner', id: 'card', name: null })).toBe('partner card');
    expect(actorLabel({ kind: 'system', id: null, name: null })).toBe('system');
  });
});
