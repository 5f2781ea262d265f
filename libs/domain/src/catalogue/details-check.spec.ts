import { fixedClock } from '../validation/clock';
import { checkDetails, describeIssues } from './details-check';
import { exampleDetails } from './details-examples';

const NOW = new Date('2025-03-10T07:00:00Z');
const clock = fixedClock(NOW);

describe(checkDetails.name, () => {
  it('returns the parsed details when they pass', () => {
    const example = exampleDetails(NOW).baggage;
    expect(checkDetails('baggage', example, { clock })).toEqual({ ok: true, details: example });
  });

  it('returns keyed issues when they do not', () => {
    expect(checkDetails('baggage', { baggagePcs: 0 }, { clock, draft: true })).toEqual({
      ok: false,
      issues: [{ path: 'baggagePcs', key: 'invalid-baggage-pcs' }],
    });
  });

  it('accepts an incomplete draft that confirmation refuses', () => {
    expect(checkDetails('rca', { operatingMode: 'taxi' }, { draft: true }).ok).toBe(true);
    expect(checkDetails('rca', { operatingMode: 'taxi' }).ok).toBe(false);
  });
});

describe(describeIssues.name, () => {
  it('gives a missing field its own required message, list items included', () => {
    const issues = [
      { path: 'persons.0.idnp', key: 'required' as const },
      { path: 'startDate', key: 'date-in-past' as const },
      { path: 'contractor.idnp', key: 'required' as const },
      { path: 'nowhere', key: 'required' as const },
    ];
    expect(describeIssues('medical', issues, 'ro')).toEqual([
      { path: 'persons.0.idnp', key: 'required', message: 'Introduceți IDNP-ul', labelKey: 'fields.idnp' },
      { path: 'startDate', key: 'date-in-past', message: 'Data nu poate fi în trecut', labelKey: 'fields.startDate' },
      { path: 'contractor.idnp', key: 'required', message: 'Introduceți IDNP-ul', labelKey: 'fields.idnp' },
      { path: 'nowhere', key: 'required', message: 'Acest câmp este obligatoriu' },
    ]);
  });
});
