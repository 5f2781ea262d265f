import { parentPort, workerData } from 'node:worker_threads';
import type { Env } from '@asiguro/platform';
import { documentRenderer } from './document-renderer';
import type { ThreadReply, ThreadRequest } from './document-thread-pool';

/*
 * A document thread: renders, signs and stores the orders' documents its pool sends, one at a
 * time (an order sent while it warms up waits for it), and answers each with the stored files or
 * the error. It holds nothing between orders but its keys and fonts, so a thread that dies loses
 * nothing the job's retry cannot redo.
 */
const port = parentPort;
if (!port) throw new Error('document-thread runs as a worker thread');
const render = documentRenderer(workerData as Env);

// Warmed up before its first order, then says how it went. After a failed warm-up the keys are
// loaded again for the first order, whose job then reports what is wrong too.
render.warmUp().then(
  () => port.postMessage({ warmedUp: true } satisfies ThreadReply),
  (error: unknown) =>
    port.postMessage({ warmedUp: false, message: (error as Error).message ?? String(error) } satisfies ThreadReply),
);

port.on('message', (request: ThreadRequest) => {
  render(request.input).then(
    (documents) => port.postMessage({ id: request.id, documents } satisfies ThreadReply),
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      port.postMessage({
        id: request.id,
        error: { name: failure.name, message: failure.message, stack: failure.stack },
      } satisfies ThreadReply);
    },
  );
});
