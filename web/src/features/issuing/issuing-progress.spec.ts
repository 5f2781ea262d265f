import { progressOf } from './issuing-progress';

describe(progressOf.name, () => {
  it('shows the policy being issued once paid', () => {
    expect(progressOf('paid')).toEqual({
      paid: 'done',
      processing: 'current',
      issued: 'pending',
      completed: 'pending',
    });
    expect(progressOf('processing')).toEqual(progressOf('paid'));
  });

  it('shows the documents being made once the insurer created the policy', () => {
    expect(progressOf('issued')).toEqual({ paid: 'done', processing: 'done', issued: 'done', completed: 'current' });
  });

  it('shows everything done when completed', () => {
    expect(Object.values(progressOf('completed') ?? {})).toEqual(['done', 'done', 'done', 'done']);
  });

  it('has no progress before payment or after a failure', () => {
    for (const status of ['draft', 'unpaid', 'failed', 'expired', 'refunded', 'canceled'] as const) {
      expect(progressOf(status)).toBeUndefined();
    }
  });
});
