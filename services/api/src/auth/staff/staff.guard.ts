import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { can, isStaff, type StaffPermission } from '@asiguro/domain';
import { STAFF_PERMISSION } from './staff.decorators';

/**
 * Opens a console route to the staff whose roles hold the permission it names (@Permission, from
 * the one table STAFF_PERMISSIONS): 401 without a signed-in session, 403 for a signed-in customer,
 * for a staff member without the permission, and for a route that names no permission at all.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const account = context.switchToHttp().getRequest<Request>().session?.account;
    if (!account) throw new UnauthorizedException({ code: 'unauthorized' });
    if (!isStaff(account.roles)) throw new ForbiddenException({ code: 'forbidden' });
    const permission = this.reflector.getAllAndOverride<StaffPermission | undefined>(STAFF_PERMISSION, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!permission) throw new ForbiddenException({ code: 'forbidden', details: { reason: 'no permission declared' } });
    if (!can(account.roles, permission)) {
      throw new ForbiddenException({ code: 'forbidden', details: { requires: permission } });
    }
    return true;
  }
}
