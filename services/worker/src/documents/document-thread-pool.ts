import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DocumentDataInput } from '@asiguro/documents';
import type { Env } from '@asiguro/platform';
import type { ProducedDocument } from '../partners/ports';

/** What the pool sends a document thread. */
export interface ThreadRequest {
  id: number;
  input: DocumentDataInput;
}

/**
 * What a document thread answers: the stored documents, or the error (rebuilt as an Error here);
 * or, once, how its warm-up went (its keys loaded, a sample order produced into nothing).
 */
export type ThreadReply =
  | { id: number; documents: ProducedDocument[]; error?: undefined }
  | { id: number; error: { name: string; message: string; stack?: string } }
  | { warmedUp: true }
  | { warmedUp: false; message: string };

interface Pending {
  resolve: (documents: ProducedDocument[]) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  /** It has warmed up or answered an order: it can render, so when it dies it is replaced. */
  answered: boolean;
  /** Its warm-up is over: undefined while it runs, null when it went well, else what failed. */
  warmUp: undefined | null | string;
}

/** Threads in a row that die before answering anything before the pool stops replacing them. */
const MAX_FAILED_STARTS = 3;

/**
 * A fixed set of document threads (worker_threads). Each order goes to the thread with the
 * fewest orders in hand; a thread's own queue keeps one rendering at a time. A thread that dies
 * fails its orders (their jobs are retried, and documents already stored are kept) and is
 * replaced. Threads are unref'd: they never keep a stopping process alive.
 */
export class DocumentThreadPool {
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private started: Promise<void> | undefined;
  private closed = false;
  private failedStarts = 0;
  /** Why the pool stopped replacing threads (they died at start): every order fails with it. */
  private broken: Error | undefined;
  /** Told when a thread's warm-up is over, and when the pool closes or breaks. */
  private readonly warmed = new Set<() => void>();

  constructor(
    private readonly size: number,
    private readonly config: Env,
    /** Runs once before the first thread starts: makes the development keys, so threads never race to. */
    private readonly prepare: () => Promise<void>,
    private readonly entry = join(__dirname, 'document-thread.js'),
  ) {}

  /**
   * Starts the threads now instead of on the first order (the worker does it as it boots), and
   * resolves once every one of them has warmed up. Rejects when preparing fails (the first order
   * then tries again), or with what failed in a thread's warm-up (its first order meets it too).
   */
  async start(): Promise<void> {
    await this.launch();
    while (!this.closed && !this.broken && this.threads.some((thread) => thread.warmUp === undefined)) {
      await new Promise<void>((resolve) => this.warmed.add(resolve));
    }
    if (this.broken) throw this.broken;
    const failed = this.threads.find((thread) => thread.warmUp);
    if (failed) throw new Error(`a document thread did not warm up: ${failed.warmUp}`);
  }

  render(input: DocumentDataInput): Promise<ProducedDocument[]> {
    if (this.closed) return Promise.reject(new Error('the document threads are stopped'));
    if (this.broken) return Promise.reject(this.broken);
    // Once started, an order is handed to a thread at once (the least busy one when it is sent):
    // a thread still warming up renders it right after.
    if (this.threads.length > 0) return this.dispatch(input);
    // Started (or not, when preparing failed): decided again, closed and broken included.
    return this.launch().then(() => this.render(input));
  }

  /** Prepares once, then spawns the threads; a failed preparation is tried again next time. */
  private launch(): Promise<void> {
    if (this.threads.length > 0) return Promise.resolve();
    this.started ??= this.prepare().then(
      () => {
        if (this.closed || this.threads.length > 0) return;
        for (let index = 0; index < this.size; index++) this.threads.push(this.spawn());
      },
      (error: unknown) => {
        this.started = undefined;
        throw error;
      },
    );
    return this.started;
  }

  private dispatch(input: DocumentDataInput): Promise<ProducedDocument[]> {
    const thread = this.threads.reduce((least, candidate) =>
      candidate.pending.size < least.pending.size ? candidate : least,
    );
    const id = this.nextId++;
    return new Promise<ProducedDocument[]>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, input } satisfies ThreadRequest);
    });
  }

  /** How many orders each thread has in hand (for tests and metrics). */
  load(): number[] {
    return this.threads.map((thread) => thread.pending.size);
  }

  /** How many threads have warmed up. */
  warmCount(): number {
    return this.threads.filter((thread) => thread.warmUp === null).length;
  }

  private tellWarmed(): void {
    const waiting = [...this.warmed];
    this.warmed.clear();
    for (const resolve of waiting) resolve();
  }

  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0);
    for (const thread of threads) this.failAll(thread, new Error('the document threads are stopped'));
    this.tellWarmed();
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private spawn(): Thread {
    const worker = new Worker(this.entry, { workerData: this.config });
    const thread: Thread = { worker, pending: new Map(), answered: false, warmUp: undefined };
    worker.unref();
    let failure: Error | undefined;
    worker.on('message', (reply: ThreadReply) => {
      thread.answered = true;
      this.failedStarts = 0;
      if ('warmedUp' in reply) {
        thread.warmUp = reply.warmedUp ? null : reply.message;
        this.tellWarmed();
        return;
      }
      const pending = thread.pending.get(reply.id);
      if (!pending) return;
      thread.pending.delete(reply.id);
      if (reply.error) pending.reject(Object.assign(new Error(reply.error.message), reply.error));
      else pending.resolve(reply.documents);
    });
    worker.on('error', (error) => {
      failure = error;
      this.failAll(thread, error);
    });
    worker.on('exit', (code) => {
      const stopped = new Error(
        `a document thread stopped (exit code ${code})${failure ? `: ${failure.message}` : ''}`,
      );
      this.failAll(thread, stopped);
      const index = this.threads.indexOf(thread);
      if (index < 0 || this.closed) return;
      // A thread that cannot even start (a missing file, a bad key) would die again at once.
      if (!thread.answered && ++this.failedStarts >= MAX_FAILED_STARTS) {
        this.broken = stopped;
        for (const other of this.threads.splice(0)) {
          this.failAll(other, stopped);
          void other.worker.terminate();
        }
        this.tellWarmed();
        return;
      }
      this.threads[index] = this.spawn();
    });
    return thread;
  }

  private failAll(thread: Thread, error: Error): void {
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  }
}
