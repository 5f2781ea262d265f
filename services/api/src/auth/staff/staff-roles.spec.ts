import { hasStaffRole, isStaff } from './staff-roles';

describe(hasStaffRole.name, () => {
  it('lets a supervisor do what support does, and not the other way round', () => {
    expect(hasStaffRole(['supervisor'], 'support')).toBe(true);
    expect(hasStaffRole(['supervisor'], 'supervisor')).toBe(true);
    expect(hasStaffRole(['support'], 'support')).toBe(true);
    expect(hasStaffRole(['support'], 'supervisor')).toBe(false);
    expect(hasStaffRole([], 'support')).toBe(false);
  });

  it('opens the console to staff only', () => {
    expect(isStaff([])).toBe(false);
    expect(isStaff(['support'])).toBe(true);
  });
});
