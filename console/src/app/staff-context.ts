import type { StaffMe } from '@asiguro/domain';
import { createContext, useContext } from 'react';

export const StaffContext = createContext<StaffMe | null>(null);

/** The signed-in staff member (inside the gate only). */
export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the staff gate');
  return staff;
}
