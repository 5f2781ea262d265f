import { ACTION_PERMISSIONS, can, isStaff, STAFF_PERMISSIONS } from './staff-permissions';

describe('staff permissions', () => {
  it('lets a viewer read the console and nothing else', () => {
    const granted = Object.keys(STAFF_PERMISSIONS).filter((permission) =>
      can(['viewer'], permission as keyof typeof STAFF_PERMISSIONS),
    );
    expect(granted).toEqual(['console.read']);
  });

  it('keeps refunds, transfer decisions and partner hand-outs to supervisors', () => {
    for (const permission of ['orders.refund', 'wire-transfers.decide', 'sellers.hand-out'] as const) {
      expect({ permission, support: can(['support'], permission) }).toEqual({ permission, support: false });
      expect(can(['supervisor'], permission)).toBe(true);
    }
    expect(can(['support'], 'wire-transfers.record')).toBe(true);
    expect(can(['support'], ACTION_PERMISSIONS.retry)).toBe(true);
    expect(can(['support'], ACTION_PERMISSIONS.refund)).toBe(false);
  });

  it('opens the console to staff roles only', () => {
    expect(isStaff([])).toBe(false);
    expect(isStaff(['admin'])).toBe(false);
    expect(isStaff(['viewer'])).toBe(true);
    expect(can([], 'console.read')).toBe(false);
  });
});
