import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { StaffRole } from '@asiguro/persistence';
import { STAFF_ROLES } from './staff.decorators';
import { hasStaffRole, isStaff } from './staff-roles';

/**
 * Opens a route to staff only: 401 without a signed-in session, 403 for a signed-in customer or a
 * staff member without a role the route asks for with @StaffRoles.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const account = context.switchToHttp().getRequest<Request>().session?.account;
    if (!account) throw new UnauthorizedException({ code: 'unauthorized' });
    if (!isStaff(account.roles)) throw new ForbiddenException({ code: 'forbidden' });
    const wanted =
      this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES, [
        context.getHandler(),
        context.getClass(),
      ]) ?? [];
    if (wanted.length > 0 && !wanted.some((role) => hasStaffRole(account.roles, role))) {
      throw new ForbiddenException({ code: 'forbidden', details: { requires: wanted } });
    }
    return true;
  }
}
