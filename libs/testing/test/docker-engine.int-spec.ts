import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@asiguro/testing';
import { dockerEndpoints, dockerEngineAnswers, pingDocker, prepareDataServers } from '../src/data-servers';

/** A stand-in for a Docker engine's API: answers GET /_ping as the engine does ("OK"), or something else. */
function fakeEngine(answer: { status: number; body: string }): Server {
  return createServer((req, res) => {
    if (req.url === '/_ping') res.writeHead(answer.status).end(answer.body);
    else res.writeHead(404).end();
  });
}

const listen = (server: Server, target: string | number) =>
  new Promise<void>((resolve) => server.listen(target, () => resolve()));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('Docker engine detection (testcontainers or the bring-up)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'asiguro-docker-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds an engine that answers its ping on a unix socket or over TCP', async () => {
    const socket = join(dir, 'docker.sock');
    const unix = fakeEngine({ status: 200, body: 'OK' });
    await listen(unix, socket);
    const port = await freePort();
    const tcp = fakeEngine({ status: 200, body: 'OK' });
    await listen(tcp, port);
    try {
      await expect(pingDocker(`unix://${socket}`)).resolves.toBe(true);
      await expect(pingDocker(`tcp://127.0.0.1:${port}`)).resolves.toBe(true);
      await expect(dockerEngineAnswers({ DOCKER_HOST: `unix://${socket}` })).resolves.toBe(true);
    } finally {
      await Promise.all([close(unix), close(tcp)]);
    }
  });

  it('finds none where nothing listens or something else answers', async () => {
    await expect(pingDocker(`unix://${join(dir, 'missing.sock')}`)).resolves.toBe(false);
    await expect(pingDocker(`tcp://127.0.0.1:${await freePort()}`)).resolves.toBe(false);
    const other = fakeEngine({ status: 503, body: 'not ready' });
    const port = await freePort();
    await listen(other, port);
    try {
      await expect(pingDocker(`tcp://127.0.0.1:${port}`)).resolves.toBe(false);
    } finally {
      await close(other);
    }
  });

  it('looks where DOCKER_HOST says, else at the usual sockets', () => {
    expect(dockerEndpoints({ DOCKER_HOST: 'tcp://10.0.0.2:2375' })).toEqual(['tcp://10.0.0.2:2375']);
    expect(dockerEndpoints({ XDG_RUNTIME_DIR: '/run/user/1000' })).toEqual(
      expect.arrayContaining(['unix:///var/run/docker.sock', 'unix:///run/user/1000/docker.sock']),
    );
  });

  it('leaves the servers to the bring-up, starting no container, where no engine answers', async () => {
    const prepared = await prepareDataServers({ DOCKER_HOST: `unix://${join(dir, 'missing.sock')}` });
    expect(prepared.plan).toEqual({ postgres: 'bring-up', redis: 'bring-up' });
    expect(prepared.env).toEqual({});
  });

  it('uses the given URLs without asking any engine to start a container', async () => {
    const socket = join(dir, 'engine.sock');
    const engine = fakeEngine({ status: 200, body: 'OK' });
    await listen(engine, socket);
    try {
      const prepared = await prepareDataServers({
        DOCKER_HOST: `unix://${socket}`,
        DATABASE_URL: 'postgres://asiguro:asiguro@127.0.0.1:5432/asiguro',
        REDIS_URL: 'redis://127.0.0.1:6379',
      });
      expect(prepared).toMatchObject({ plan: { postgres: 'given', redis: 'given' }, env: {} });
    } finally {
      await close(engine);
    }
  });
});
