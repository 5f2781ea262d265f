import { actionHelp, actionLabel } from './action-label';

describe(actionLabel.name, () => {
  it('names the failed step a retry repeats', () => {
    expect(actionLabel('retry', 'issuance')).toBe('Retry issuance');
    expect(actionLabel('retry', 'documents')).toBe('Retry documents');
    expect(actionHelp('retry', 'documents')).toMatch(/documents are generated again/);
  });

  it('leaves the other actions as they are', () => {
    expect(actionLabel('refund', 'documents')).toBe('Refund');
    expect(actionLabel('cancel', null)).toBe('Cancel order');
  });
});
