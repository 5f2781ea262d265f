import { planDataServers } from './data-server-plan';

describe(planDataServers.name, () => {
  const URLS = { DATABASE_URL: 'postgres://a:b@db.example:5432/x', REDIS_URL: 'redis://cache.example:6379' };

  it('starts both servers with testcontainers where Docker answers and no URL is given', () => {
    expect(planDataServers({}, true)).toEqual({ postgres: 'container', redis: 'container' });
  });

  it('leaves both to the bring-up without Docker (the project’s own machines)', () => {
    expect(planDataServers({}, false)).toEqual({ postgres: 'bring-up', redis: 'bring-up' });
  });

  it('uses given URLs as they are, Docker or not', () => {
    expect(planDataServers(URLS, true)).toEqual({ postgres: 'given', redis: 'given' });
    expect(planDataServers(URLS, false)).toEqual({ postgres: 'given', redis: 'given' });
  });

  it('decides each server on its own when only one URL is given', () => {
    expect(planDataServers({ DATABASE_URL: URLS.DATABASE_URL }, true)).toEqual({
      postgres: 'given',
      redis: 'container',
    });
    expect(planDataServers({ REDIS_URL: URLS.REDIS_URL }, true)).toEqual({ postgres: 'container', redis: 'given' });
    expect(planDataServers({ REDIS_URL: URLS.REDIS_URL }, false)).toEqual({ postgres: 'bring-up', redis: 'given' });
  });

  it('reads an empty URL as none given', () => {
    expect(planDataServers({ DATABASE_URL: '', REDIS_URL: '' }, true)).toEqual({
      postgres: 'container',
      redis: 'container',
    });
  });
});
