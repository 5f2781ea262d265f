import { ForbiddenException, Injectable, NestMiddleware, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isStaff } from '@asiguro/domain';

/**
 * Every /api/console route, whatever its controller says: refused before routing to anyone but
 * signed-in staff (401 anonymous, 403 customers), so a console route can never be opened to
 * customers by a forgotten guard. StaffGuard then checks the roles a route asks for.
 */
@Injectable()
export class StaffOnlyMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    const account = req.session?.account;
    if (!account) return next(new UnauthorizedException({ code: 'unauthorized' }));
    if (!isStaff(account.roles)) return next(new ForbiddenException({ code: 'forbidden' }));
    next();
  }
}
