import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffRole } from '@asiguro/persistence';
import type { SignedIn } from '../../session/session';
import { StaffRoles } from './staff.decorators';
import { StaffGuard } from './staff.guard';

class ConsoleRoutes {
  anyStaff(): void {}

  @StaffRoles('supervisor')
  refund(): void {}
}

function contextFor(handler: keyof ConsoleRoutes, account: SignedIn | null): ExecutionContext {
  return {
    switchToHttp: () => ({ getRequest: () => ({ session: { account } }) }),
    getHandler: () => ConsoleRoutes.prototype[handler],
    getClass: () => ConsoleRoutes,
  } as unknown as ExecutionContext;
}

const signedIn = (roles: StaffRole[]): SignedIn => ({ accountId: 'a', sessionId: 's', roles, method: 'oidc:google' });

describe(StaffGuard.name, () => {
  const guard = new StaffGuard(new Reflector());

  it('refuses visitors who are not signed in with 401', () => {
    expect(() => guard.canActivate(contextFor('anyStaff', null))).toThrow(UnauthorizedException);
  });

  it('refuses signed-in customers with 403', () => {
    expect(() => guard.canActivate(contextFor('anyStaff', signedIn([])))).toThrow(ForbiddenException);
  });

  it('lets any staff member through where no role is asked for', () => {
    expect(guard.canActivate(contextFor('anyStaff', signedIn(['support'])))).toBe(true);
  });

  it('keeps a supervisor-only route from support, and opens it to supervisors', () => {
    expect(() => guard.canActivate(contextFor('refund', signedIn(['support'])))).toThrow(ForbiddenException);
    expect(guard.canActivate(contextFor('refund', signedIn(['supervisor'])))).toBe(true);
  });
});
