import { createParamDecorator, ExecutionContext, SetMetadata, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import type { StaffPermission } from '@asiguro/domain';
import type { StaffRole } from '@asiguro/persistence';

export const STAFF_PERMISSION = 'asiguro:staff-permission';

/**
 * The permission of STAFF_PERMISSIONS (libs/domain) a console route needs. Every console route
 * names one: StaffGuard refuses a route that names none, so a new route is closed until someone
 * decides who may use it.
 */
export const Permission = (permission: StaffPermission) => SetMetadata(STAFF_PERMISSION, permission);

/** The signed-in staff member behind a console request: their account id is their staff id. */
export interface Staff {
  id: string;
  roles: StaffRole[];
  /** The signed-in session (auth_sessions row) the action came through. */
  sessionId: string;
}

/** The staff member of the request (use with StaffGuard, which has already refused everyone else). */
export const CurrentStaff = createParamDecorator((_: unknown, context: ExecutionContext): Staff => {
  const account = context.switchToHttp().getRequest<Request>().session?.account;
  if (!account || account.roles.length === 0) throw new UnauthorizedException({ code: 'unauthorized' });
  return { id: account.accountId, roles: account.roles, sessionId: account.sessionId };
});
