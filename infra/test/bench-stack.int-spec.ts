import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { dropRunKeys } from '../bench/src/bench-stack';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe(dropRunKeys.name, () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(redisUrl);
  });

  afterAll(() => redis.disconnect());

  it("deletes every key of the run's prefix, however many, and no other run's", async () => {
    const run = `benchtest${randomBytes(4).toString('hex')}`;
    // A prefix that starts like the run's but is another run's.
    const other = `${run}x`;
    const pipeline = redis.pipeline();
    for (let index = 0; index < 2500; index++) pipeline.set(`${run}:expiry:${index}`, '1');
    pipeline.hset(`${run}:issue-policy:1`, 'name', 'issue-policy');
    pipeline.zadd(`${run}:throttle`, 1, 'a');
    pipeline.set(`${other}:expiry:1`, '1');
    pipeline.set(run, 'no colon: not a key of the run');
    await pipeline.exec();

    expect(await dropRunKeys(redisUrl, run)).toBe(2502);

    expect(await redis.keys(`${run}:*`)).toEqual([]);
    expect(await redis.get(`${other}:expiry:1`)).toBe('1');
    expect(await redis.get(run)).toBe('no colon: not a key of the run');
    await redis.del(`${other}:expiry:1`, run);
  });
});
