import { can, type StaffPermission } from '@asiguro/domain';
import type { StaffMe } from '@asiguro/contracts';
import { createContext, useCallback, useContext } from 'react';

export const StaffContext = createContext<StaffMe | null>(null);

/** The signed-in staff member (inside the gate only). */
export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the staff gate');
  return staff;
}

/**
 * Whether the signed-in staff member may do something: the same table (STAFF_PERMISSIONS) the
 * API's routes are guarded by, so the console shows a button only where the API would let it work.
 */
export function useCan(): (permission: StaffPermission) => boolean {
  const { roles } = useStaff();
  // Stable while the roles are: tables memoise their columns on it.
  return useCallback((permission) => can(roles, permission), [roles]);
}
