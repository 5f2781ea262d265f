import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { answerJson, answerRaw } from '@asiguro/platform';
import type { PartnerBehaviourStore } from './partner-behaviour';

/** How long a 'slow' partner holds a request: longer than any sane client timeout. */
export const SLOW_HOLD_MS = 120_000;

/** Waits `ms`, or less when the client goes away first; true when the client is still there. */
export function waitForClient(ms: number, res: ServerResponse): Promise<boolean> {
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
 * Plays a partner's run-time behaviour before its handler runs: latency, 503s (mode down or the
 * failure share), a hang (mode slow) or a broken JSON body (mode malformed). True when the
 * handler is to answer; false when the behaviour answered or the client left.
 */
export async function playPartnerBehaviour(
  store: PartnerBehaviourStore,
  partner: string,
  res: ServerResponse,
): Promise<boolean> {
  const decision = store.decide(partner);
  if (decision.kind === 'hang') return waitForClient(SLOW_HOLD_MS, res);
  if (!(await waitForClient(decision.delayMs, res))) return false;
  if (decision.kind === 'unavailable') {
    answerJson(res, 503, { reason: 'unavailable', message: `${partner} is unavailable` }, { 'retry-after': '1' });
    return false;
  }
  if (decision.kind === 'malformed') {
    answerRaw(res, 200, '{"status":"ok","result":{"price":');
    return false;
  }
  return true;
}

/**
 * Express middleware that plays a partner's run-time behaviour (`playPartnerBehaviour`) before
 * its handler runs. `partnerOf` names the partner a request is for (undefined: not simulated).
 */
export function partnerBehaviourMiddleware(
  store: PartnerBehaviourStore,
  partnerOf: (req: Request) => string | undefined,
) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const partner = partnerOf(req);
    if (!partner || !store.has(partner)) return next();
    if (await playPartnerBehaviour(store, partner, res)) next();
  };
}
