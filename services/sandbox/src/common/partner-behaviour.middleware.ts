import type { NextFunction, Request, Response } from 'express';
import type { PartnerBehaviourStore } from './partner-behaviour';

/** How long a 'slow' partner holds a request: longer than any sane client timeout. */
export const SLOW_HOLD_MS = 120_000;

/** Waits `ms`, or less when the client goes away first; true when the client is still there. */
export function waitForClient(ms: number, res: Response): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!res.destroyed);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off('close', gone);
      resolve(!res.destroyed && !res.writableEnded);
    };
    const gone = () => done();
    const timer = setTimeout(done, ms);
    res.on('close', gone);
  });
}

/**
 * Express middleware that plays a partner's run-time behaviour before its handler runs:
 * latency, 503s (mode down or the failure share), a hang (mode slow) or a broken JSON body
 * (mode malformed). `partnerOf` names the partner a request is for (undefined: not simulated).
 */
export function partnerBehaviourMiddleware(
  store: PartnerBehaviourStore,
  partnerOf: (req: Request) => string | undefined,
) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const partner = partnerOf(req);
    if (!partner || !store.has(partner)) return next();
    const decision = store.decide(partner);
    if (decision.kind === 'hang') {
      if (await waitForClient(SLOW_HOLD_MS, res)) next();
      return;
    }
    if (!(await waitForClient(decision.delayMs, res))) return;
    if (decision.kind === 'unavailable') {
      res
        .status(503)
        .set('retry-after', '1')
        .json({ reason: 'unavailable', message: `${partner} is unavailable` });
      return;
    }
    if (decision.kind === 'malformed') {
      res.status(200).type('application/json').send('{"status":"ok","result":{"price":');
      return;
    }
    next();
  };
}
