import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Session } from './session';

/** The caller's session (set by SessionMiddleware on every API request). */
export const CurrentSession = createParamDecorator((_: unknown, context: ExecutionContext): Session => {
  const session = context.switchToHttp().getRequest<Request>().session;
  if (!session) throw new Error('SessionMiddleware did not run');
  return session;
});
