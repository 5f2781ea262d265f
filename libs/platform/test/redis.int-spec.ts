import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { createRedis } from '@asiguro/platform';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The write system calls this process has made so far, as the kernel counts them. */
function writeCalls(): number {
  return Number(/syscw:\s*(\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))![1]);
}

/** The write system calls made while `burst` runs. */
async function writesDuring(burst: () => Promise<unknown>): Promise<number> {
  const before = writeCalls();
  await burst();
  return writeCalls() - before;
}

/** The shared Redis connection every API and worker process opens (createRedis). */
describe('createRedis: one write for the commands of a tick', () => {
  const prefix = `redis-spec:${randomUUID()}`;
  let shared: Redis;
  let unbatched: Redis;

  beforeAll(async () => {
    shared = createRedis(REDIS_URL);
    // The same connection as before this change, to show what the count would be without it.
    unbatched = createRedis(REDIS_URL, { enableAutoPipelining: false });
    await Promise.all([shared.ping(), unbatched.ping()]);
  });

  afterAll(async () => {
    await shared.del(...Array.from({ length: 100 }, (_, i) => `${prefix}:${i}`), `${prefix}:text`);
    await Promise.all([shared.quit(), unbatched.quit()]);
  });

  const hundredGets = (redis: Redis) => () =>
    Promise.all(Array.from({ length: 100 }, (_, i) => redis.get(`${prefix}:${i}`)));

  it('sends a hundred commands issued at once in a few writes, not a hundred', async () => {
    expect(await writesDuring(hundredGets(unbatched))).toBeGreaterThanOrEqual(100);
    expect(await writesDuring(hundredGets(shared))).toBeLessThan(10);
  });

  it("answers each caller with its own command's reply, and fails only the command that failed", async () => {
    await Promise.all(Array.from({ length: 100 }, (_, i) => shared.set(`${prefix}:${i}`, `value ${i}`)));
    await shared.set(`${prefix}:text`, 'not a number');

    const [values, counted, refused] = await Promise.all([
      hundredGets(shared)(),
      shared.incr(`${prefix}:0:count`),
      shared.incr(`${prefix}:text`).then(
        () => 'accepted',
        (error: Error) => error.message,
      ),
    ]);
    expect(values).toEqual(Array.from({ length: 100 }, (_, i) => `value ${i}`));
    expect(counted).toBe(1);
    expect(refused).toMatch(/not an integer/);
    await shared.del(`${prefix}:0:count`);
  });
});
