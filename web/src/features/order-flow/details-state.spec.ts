import type { FieldDefinition } from '@asiguro/domain';
import { compact, conditionHolds, getAt, isVisible, pruneHidden, setAt } from './details-state';

describe('details state', () => {
  it('reads and writes dotted paths without mutating', () => {
    const before = { vehicle: { certificateNumber: '123' } };
    const after = setAt(before, 'vehicle.make', 'Dacia');
    expect(after).toEqual({ vehicle: { certificateNumber: '123', make: 'Dacia' } });
    expect(before).toEqual({ vehicle: { certificateNumber: '123' } });
    expect(getAt(after, 'vehicle.make')).toBe('Dacia');
    expect(getAt(after, 'vehicle.model.name')).toBeUndefined();
  });

  it('creates lists for numeric segments (persons of a list)', () => {
    const details: Record<string, unknown> = setAt({}, 'persons.0.firstName', 'Ion');
    expect(Array.isArray(details.persons)).toBe(true);
    expect(getAt(details, 'persons.0.firstName')).toBe('Ion');
  });

  it('removes a key when set to undefined', () => {
    expect(setAt({ a: 1, b: 2 }, 'a', undefined)).toEqual({ b: 2 });
  });

  it('drops empty answers at every depth but keeps list places', () => {
    expect(compact({ a: '', b: ' ', c: { d: '' }, e: [{ f: '' }, { g: 'x' }], h: 0, i: false })).toEqual({
      e: [{}, { g: 'x' }],
      h: 0,
      i: false,
    });
  });

  it('evaluates conditions against scalars and lists', () => {
    expect(conditionHolds({ field: 'contractorType', in: ['company'] }, { contractorType: 'company' })).toBe(true);
    expect(conditionHolds({ field: 'tripPurpose', in: ['SKI', 'ADV'] }, { tripPurpose: 'TRVL' })).toBe(false);
    expect(conditionHolds({ field: 'regions', in: ['EU'] }, { regions: ['UA', 'EU'] })).toBe(true);
    expect(conditionHolds(undefined, {})).toBe(true);
  });

  it('forgets the answers to questions that are no longer asked', () => {
    const fields: FieldDefinition[] = [
      {
        name: 'contractor.contractorType',
        kind: 'radio',
        required: true,
        labelKey: 'fields.contractorType',
        requiredKey: 'required.contractorType',
      },
      {
        name: 'contractor.idno',
        kind: 'text',
        required: true,
        labelKey: 'fields.idno',
        requiredKey: 'required.idno',
        visibleWhen: { field: 'contractor.contractorType', in: ['company'] },
      },
    ];
    const details = { contractor: { contractorType: 'individual', idno: '1003600000000' } };
    expect(isVisible(fields[1], details)).toBe(false);
    expect(pruneHidden(details, fields)).toEqual({ contractor: { contractorType: 'individual' } });
  });
});

describe('lists of plain values', () => {
  it('drops empty entries of a list of values, keeping the typed ones in order', () => {
    expect(compact({ flightNumbers: ['', 'RO202', ' ', 'W6 3012'] })).toEqual({ flightNumbers: ['RO202', 'W6 3012'] });
  });
});
