import type { StaffRole } from '@asiguro/persistence';

/** A supervisor may do everything support may, and more (refunds). */
const IMPLIED: Record<StaffRole, StaffRole[]> = { support: ['support'], supervisor: ['supervisor', 'support'] };

/** Whether someone with these roles holds `wanted` (directly or by a higher role). */
export function hasStaffRole(roles: readonly StaffRole[], wanted: StaffRole): boolean {
  return roles.some((role) => IMPLIED[role]?.includes(wanted));
}

/** Whether the roles open the console at all. */
export function isStaff(roles: readonly StaffRole[]): boolean {
  return roles.length > 0;
}
