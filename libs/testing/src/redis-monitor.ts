import { once } from 'node:events';
import { connect } from 'node:net';

/** One command as Redis's MONITOR reports it: its arguments, and who sent it (an address, or "lua"). */
export type MonitoredCommand = (args: string[], source: string) => void;

/** The arguments of a MONITOR line, each quoted and escaped as Redis writes them. */
export function monitoredArguments(text: string): string[] {
  return [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, quoted]) =>
    quoted.replace(/\\(x[0-9a-fA-F]{2}|.)/g, (_whole, escaped: string) => {
      if (escaped.length === 3) return String.fromCharCode(parseInt(escaped.slice(1), 16));
      return ({ n: '\n', r: '\r', t: '\t', a: '\x07', b: '\b' } as Record<string, string>)[escaped] ?? escaped;
    }),
  );
}

/**
 * Every command Redis runs from now on, seen from Redis (MONITOR), on a connection of its own.
 * Not ioredis's `monitor()`: it enters monitoring mode a moment after MONITOR's OK, and a command
 * of another client that arrives in the same packet as the OK fails it ("Command queue state
 * error"), which any test running beside it can cause.
 */
export async function monitorRedis(redisUrl: string, onCommand: MonitoredCommand): Promise<{ close(): void }> {
  const url = new URL(redisUrl);
  const socket = connect(Number(url.port || 6379), url.hostname);
  await once(socket, 'connect');
  socket.setEncoding('utf8');
  let started: (error?: Error) => void = () => undefined;
  const monitoring = new Promise<void>((resolve, reject) => {
    started = (error) => (error ? reject(error) : resolve());
  });
  socket.once('error', (error) => started(error));
  let pending = '';
  socket.on('data', (chunk: string) => {
    pending += chunk;
    for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 2);
      if (line === '+OK') started();
      else if (line.startsWith('-')) started(new Error(`MONITOR refused: ${line.slice(1)}`));
      else {
        // +1795894887.838750 [0 127.0.0.1:49612] "evalsha" "…" …
        const command = /^\+\S+ \[\d+ ([^\]]+)\] (.*)$/.exec(line);
        if (command) onCommand(monitoredArguments(command[2]), command[1]);
      }
    }
  });
  socket.write('MONITOR\r\n');
  await monitoring;
  return { close: () => socket.destroy() };
}
