import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Ports this process has handed out. A stack asks for its four ports before any of its
 * processes listens, so the OS finds each of them free: without this, two of them could be the
 * same port, and one service would answer another's requests (a worker's health check reached
 * the sandbox's SMTP sink once: HPE_INVALID_CONSTANT).
 */
const handedOut = new Set<number>();

/**
 * A port the OS considers free right now and this process has not handed out before, for a
 * process started next to listen on. It is drawn below the kernel's ephemeral range
 * (ip_local_port_range): a port from that range may be given to any outgoing connection (a
 * database pool, an HTTP client) between this check and the child's listen, which then fails
 * with "already in use". Falls back to a port the OS picks when no port below the range is free.
 */
export async function freePort(): Promise<number> {
  const [low, high] = belowEphemeralRange();
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = low + Math.floor(Math.random() * (high - low));
    if (handedOut.has(candidate)) continue;
    // Taken before the check, so a call running meanwhile cannot draw it too.
    handedOut.add(candidate);
    if (await bindable(candidate)) return candidate;
    handedOut.delete(candidate);
  }
  for (;;) {
    const picked = await listenOn(0);
    if (!handedOut.has(picked)) {
      handedOut.add(picked);
      return picked;
    }
  }
}

/** Ports [10000, start of the ephemeral range), or a fixed span when the range cannot be read. */
export function belowEphemeralRange(rangeFile = '/proc/sys/net/ipv4/ip_local_port_range'): [number, number] {
  try {
    const [start] = readFileSync(rangeFile, 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(start) && start > 11000) return [10000, start];
  } catch {
    // not Linux: IANA's dynamic range starts at 49152
  }
  return [10000, 32768];
}

async function bindable(port: number): Promise<boolean> {
  return listenOn(port).then(
    () => true,
    () => false,
  );
}

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(bound));
    });
  });
}
