import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffRole } from '@asiguro/persistence';
import type { SignedIn } from '../../session/session';
import { Permission } from './staff.decorators';
import { StaffGuard } from './staff.guard';

class ConsoleRoutes {
  @Permission('console.read')
  read(): void {}
  @Permission('orders.refund')
  refund(): void {}
  forgotten(): void {}
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
    expect(() => guard.canActivate(contextFor('read', null))).toThrow(UnauthorizedException);
  });

  it('refuses signed-in customers with 403', () => {
    expect(() => guard.canActivate(contextFor('read', signedIn([])))).toThrow(ForbiddenException);
  });

  it('lets every staff role read', () => {
    for (const role of ['viewer', 'support', 'supervisor'] as const) {
      expect(guard.canActivate(contextFor('read', signedIn([role])))).toBe(true);
    }
  });

  it('keeps a supervisor-only route from viewers and support, and opens it to supervisors', () => {
    expect(() => guard.canActivate(contextFor('refund', signedIn(['viewer'])))).toThrow(ForbiddenException);
    expect(() => guard.canActivate(contextFor('refund', signedIn(['support'])))).toThrow(ForbiddenException);
    expect(guard.canActivate(contextFor('refund', signedIn(['supervisor'])))).toBe(true);
  });

  it('closes a route that names no permission, even to supervisors', () => {
    expect(() => guard.canActivate(contextFor('forgotten', signedIn(['supervisor'])))).toThrow(ForbiddenException);
  });
});
