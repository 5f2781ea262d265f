import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repositoryRoot, testTemplateUrl } from '@asiguro/testing';

const script = join(repositoryRoot, 'infra', 'bring-up.sh');

function bringUp(env: NodeJS.ProcessEnv = {}, args: string[] = []) {
  const result = spawnSync('bash', [script, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('infra/bring-up.sh', () => {
  it('is idempotent: with everything up, a second run starts and creates nothing', () => {
    const first = bringUp();
    expect(first.code).toBe(0);
    const second = bringUp();
    expect(second.code).toBe(0);
    expect(second.output).toContain('PostgreSQL answers at 127.0.0.1:5432; Redis answers at 127.0.0.1:6379');
    expect(second.output).not.toMatch(/starting|created|creating|apt-get/);
  });

  it('uses a given DATABASE_URL as it is, and stops with a clear message when nothing answers there', async () => {
    const deadPort = await freePort();
    const result = bringUp({ DATABASE_URL: `postgres://asiguro:asiguro@127.0.0.1:${deadPort}/asiguro` });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`DATABASE_URL is set but nothing answers at 127.0.0.1:${deadPort}`);
  });

  it('uses a given REDIS_URL as it is, and stops with a clear message when nothing answers there', async () => {
    const deadPort = await freePort();
    const result = bringUp({ REDIS_URL: `redis://127.0.0.1:${deadPort}` });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`REDIS_URL is set but nothing answers at 127.0.0.1:${deadPort}`);
  });

  it('with --test-tools, takes the browser CHROMIUM_PATH names, and stops when it is no program', () => {
    const result = bringUp({ CHROMIUM_PATH: '/nonexistent/chrome' }, ['--test-tools']);
    expect(result.code).toBe(1);
    expect(result.output).toContain('CHROMIUM_PATH is /nonexistent/chrome, which is not an executable browser');
    expect(result.output).not.toContain('apt-get');
  });
});

/**
 * The branches taken when no URL is given, on a pretend machine: the script's PATH holds stub
 * programs (docker, id, apt-get, pg_ctlcluster, redis-server) that record how they were called,
 * plus only the ordinary tools it needs, so whatever the real machine has installed is invisible;
 * BRING_UP_SYSROOT stands for /etc and /var. PostgreSQL and Redis are looked for on free ports
 * where fake servers behave like Docker's port proxy (accept, then hang up) until a stub "starts"
 * them; from then on the fake Redis answers PING and the fake PostgreSQL hands the connection to
 * the real test server, where the script only finds its test database present. Nothing on the
 * machine is started, stopped or installed.
 */
describe('infra/bring-up.sh without a URL (stub programs, fake servers)', () => {
  /** The ordinary programs the script and the stubs use; everything else is missing. */
  const TOOLS = ['bash', 'dirname', 'ls', 'sort', 'tail', 'sleep', 'mkdir', 'cat', 'chmod'];
  const realPostgres = new URL(testTemplateUrl());

  interface Machine {
    root: boolean;
    /** What `docker info` does; absent: no docker program at all. */
    docker?: 'answers' | 'no-engine' | 'hangs';
    /** apt-get on PATH and /etc/debian_version present. */
    debian: boolean;
    postgresInstalled: boolean;
    redisInstalled: boolean;
    /** A PostgreSQL already answers before anything starts. */
    postgresRunning?: boolean;
  }

  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function write(file: string, text: string): void {
    writeFileSync(file, text);
    chmodSync(file, 0o755);
  }

  /** A stub that appends `name args…` to the calls file, then does `body`. */
  const stub = (body = '') => `#!/bin/bash\nprintf '%s %s\\n' "\${0##*/}" "$*" >> "$STUB_CALLS"\n${body}\n`;

  function pretendMachine(machine: Machine) {
    const folder = mkdtempSync(join(tmpdir(), 'bring-up-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const [bin, tools, sysroot] = ['bin', 'tools', 'sysroot'].map((name) => join(folder, name));
    for (const dir of [bin, tools, join(sysroot, 'etc')]) mkdirSync(dir, { recursive: true });
    for (const tool of TOOLS) {
      const found = spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
      symlinkSync(found, join(tools, tool));
    }
    symlinkSync(process.execPath, join(tools, 'node'));

    const postgresStub = stub();
    const redisStub = stub();
    write(
      join(bin, 'id'),
      `#!/bin/bash\ncase "$1" in -u) echo ${machine.root ? 0 : 1000} ;; -un) echo ${machine.root ? 'root' : 'dev'} ;; *) exit 1 ;; esac\n`,
    );
    if (machine.docker) {
      const info = { answers: 'exit 0', 'no-engine': 'exit 1', hangs: 'exec sleep 60' }[machine.docker];
      write(join(bin, 'docker'), stub(`[[ "$1" == info ]] && ${info}\nexit 0`));
    }
    if (machine.debian) {
      writeFileSync(join(sysroot, 'etc', 'debian_version'), '12.11\n');
      // Installing a package puts its programs (stubs again) where the real package would.
      write(
        join(bin, 'apt-get'),
        stub(
          `for package in "$@"; do case "$package" in\n` +
            `  postgresql) mkdir -p "${sysroot}/etc/postgresql/15/main"; cat > "${bin}/pg_ctlcluster" <<'EOF'\n${postgresStub}EOF\n  chmod +x "${bin}/pg_ctlcluster" ;;\n` +
            `  redis-server) cat > "${bin}/redis-server" <<'EOF'\n${redisStub}EOF\n  chmod +x "${bin}/redis-server" ;;\n` +
            `esac; done`,
        ),
      );
    }
    if (machine.postgresInstalled) {
      mkdirSync(join(sysroot, 'etc', 'postgresql', '15', 'main'), { recursive: true });
      write(join(bin, 'pg_ctlcluster'), postgresStub);
    }
    if (machine.redisInstalled) write(join(bin, 'redis-server'), redisStub);

    const callsFile = join(folder, 'calls.log');
    writeFileSync(callsFile, '');
    const calls = () => readFileSync(callsFile, 'utf8').split('\n').filter(Boolean);
    /** Whether the stub of `program` ran: the fake server it stands for is up from then on. */
    const started = (program: string) => () => calls().some((call) => call.startsWith(`${program} `));
    return { folder, bin, tools, sysroot, callsFile, calls, started };
  }

  function listen(server: Server): Promise<number> {
    return new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  /**
   * PostgreSQL and Redis as a just-started container looks from outside: the port accepts and
   * hangs up until `started()` says so.
   */
  async function fakeServers(started: { postgres: () => boolean; redis: () => boolean }) {
    const sockets = new Set<Socket>();
    const track = (socket: Socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    };
    const postgres = createServer((client) => {
      track(client);
      if (!started.postgres()) return client.destroy();
      const server = connect(Number(realPostgres.port || 5432), realPostgres.hostname);
      track(server);
      client.pipe(server).pipe(client);
    });
    const redis = createServer((client) => {
      track(client);
      if (!started.redis()) return client.destroy();
      client.on('data', (data) => {
        if (data.toString().toUpperCase().includes('PING')) client.write('+PONG\r\n');
      });
    });
    const ports = { postgres: await listen(postgres), redis: await listen(redis) };
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([postgres, redis].map((server) => new Promise((resolve) => server.close(resolve))));
    });
    return ports;
  }

  /** Runs the script on the pretend machine (asynchronously: the fake servers live in this process). */
  function run(
    machine: ReturnType<typeof pretendMachine>,
    ports: { postgres: number; redis: number },
    args: string[] = [],
  ) {
    const database = new URL(realPostgres.href);
    database.port = String(ports.postgres);
    const env: NodeJS.ProcessEnv = {
      PATH: `${machine.bin}:${machine.tools}`,
      HOME: machine.folder,
      STUB_CALLS: machine.callsFile,
      BRING_UP_DEFAULT_DATABASE_URL: database.href,
      BRING_UP_DEFAULT_REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      BRING_UP_SYSROOT: machine.sysroot,
      BRING_UP_WAIT_SECONDS: '15',
      // The databases the script makes sure of: the test template only, which exists.
      TEST_DATABASE_URL: database.href,
    };
    const started = Date.now();
    return new Promise<{ code: number | null; output: string; seconds: number }>((resolve) => {
      const child = spawn('/bin/bash', [script, ...args], { env, cwd: machine.folder });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
    });
  }

  const calledAs = (calls: string[], program: string) => calls.filter((call) => call.startsWith(`${program} `));

  it('with a Docker engine: docker compose up --wait brings up both, and an open port alone does not count as a server', async () => {
    const machine = pretendMachine({
      root: true,
      docker: 'answers',
      debian: true,
      postgresInstalled: true,
      redisInstalled: true,
    });
    const composeUp = () => machine.calls().some((call) => call.startsWith('docker compose') && call.includes(' up '));
    const ports = await fakeServers({ postgres: composeUp, redis: composeUp });

    const result = await run(machine, ports);

    expect({ code: result.code, output: result.output }).toEqual({
      code: 0,
      output: expect.stringContaining('[bring-up] ready'),
    });
    expect(calledAs(machine.calls(), 'docker')).toEqual([
      'docker info',
      'docker compose version',
      `docker compose -f ${repositoryRoot}/docker-compose.yml up --wait postgres redis`,
    ]);
    // The Debian servers, though installed, are left alone.
    expect(machine.calls().filter((call) => !call.startsWith('docker '))).toEqual([]);
    expect(result.output).toContain(
      `PostgreSQL answers at 127.0.0.1:${ports.postgres}; Redis answers at 127.0.0.1:${ports.redis}`,
    );
  });

  it('with docker installed but its engine hanging: gives up on it within seconds, then as root on Debian installs and starts both servers', async () => {
    const machine = pretendMachine({
      root: true,
      docker: 'hangs',
      debian: true,
      postgresInstalled: false,
      redisInstalled: false,
    });
    const ports = await fakeServers({
      postgres: machine.started('pg_ctlcluster'),
      redis: machine.started('redis-server'),
    });

    const result = await run(machine, ports);

    expect({ code: result.code, output: result.output }).toEqual({
      code: 0,
      output: expect.stringContaining('[bring-up] ready'),
    });
    expect(result.seconds).toBeLessThan(30);
    expect(machine.calls()).toEqual([
      'docker info',
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends postgresql',
      'pg_ctlcluster --skip-systemctl-redirect 15 main start',
      'apt-get install -y -qq --no-install-recommends redis-server',
      `redis-server --daemonize yes --bind 127.0.0.1 --port ${ports.redis} --save  --appendonly no --dir ${machine.sysroot}/var/lib/redis --logfile ${machine.sysroot}/var/log/redis/asiguro.log`,
    ]);
  });

  it('as root on Debian with both servers installed but stopped: starts them, installs nothing', async () => {
    const machine = pretendMachine({
      root: true,
      docker: 'no-engine',
      debian: true,
      postgresInstalled: true,
      redisInstalled: true,
    });
    const ports = await fakeServers({
      postgres: machine.started('pg_ctlcluster'),
      redis: machine.started('redis-server'),
    });

    const result = await run(machine, ports);

    expect(result.code).toBe(0);
    expect(calledAs(machine.calls(), 'apt-get')).toEqual([]);
    expect(calledAs(machine.calls(), 'pg_ctlcluster')).toEqual([
      'pg_ctlcluster --skip-systemctl-redirect 15 main start',
    ]);
    expect(calledAs(machine.calls(), 'redis-server')).toHaveLength(1);
  });

  it('without Docker, Debian or the servers: stops and names what to install, installing nothing', async () => {
    const machine = pretendMachine({ root: false, debian: false, postgresInstalled: false, redisInstalled: false });
    const ports = await fakeServers({ postgres: () => false, redis: () => false });

    const result = await run(machine, ports);

    expect(result.code).toBe(1);
    expect(result.output).toContain(
      '[bring-up] PostgreSQL is not running and not installed. Install it (Debian: sudo apt-get install postgresql), or set DATABASE_URL, or install Docker.',
    );
    expect(machine.calls()).toEqual([]);
  });

  it('as a user on Debian: names the missing Redis package rather than installing it', async () => {
    const machine = pretendMachine({
      root: false,
      docker: 'no-engine',
      debian: true,
      postgresInstalled: true,
      redisInstalled: false,
    });
    const ports = await fakeServers({ postgres: () => true, redis: () => false });

    const result = await run(machine, ports);

    expect(result.code).toBe(1);
    expect(result.output).toContain(
      '[bring-up] Redis is not running and not installed. Install it (Debian: sudo apt-get install redis-server), or set REDIS_URL, or install Docker.',
    );
    expect(machine.calls()).toEqual(['docker info']);
  });

  const TEST_TOOLS = 'chromium poppler-utils openssl unzip fonts-dejavu-core postgresql';

  it("with --test-tools as root on Debian: installs the missing test tools, the chaos servers' programs included", async () => {
    const machine = pretendMachine({
      root: true,
      docker: 'no-engine',
      debian: true,
      postgresInstalled: true,
      redisInstalled: true,
    });
    const ports = await fakeServers({ postgres: () => true, redis: () => true });

    const result = await run(machine, ports, ['--test-tools']);

    expect({ code: result.code, output: result.output }).toEqual({
      code: 0,
      output: expect.stringContaining('[bring-up] ready'),
    });
    expect(machine.calls()).toEqual([
      'apt-get update -qq',
      `apt-get install -y -qq --no-install-recommends ${TEST_TOOLS}`,
    ]);
  });

  it('with --test-tools as a user: names the missing packages, installing nothing', async () => {
    const machine = pretendMachine({ root: false, debian: true, postgresInstalled: true, redisInstalled: true });
    const ports = await fakeServers({ postgres: () => true, redis: () => true });

    const result = await run(machine, ports, ['--test-tools']);

    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `[bring-up] the tests need: ${TEST_TOOLS} (Debian: sudo apt-get install ${TEST_TOOLS};`,
    );
    expect(machine.calls()).toEqual([]);
  });

  it('as a user with PostgreSQL installed but stopped: says the command that starts it', async () => {
    const machine = pretendMachine({ root: false, debian: true, postgresInstalled: true, redisInstalled: true });
    const ports = await fakeServers({ postgres: () => false, redis: () => false });

    const result = await run(machine, ports);

    expect(result.code).toBe(1);
    expect(result.output).toContain(
      '[bring-up] PostgreSQL 15 is installed but stopped; start it: sudo pg_ctlcluster 15 main start',
    );
    expect(machine.calls()).toEqual([]);
  });
});

/** infra/scripts/ensure-databases.mjs: the first connection is tried again while the server comes up. */
describe('infra/scripts/ensure-databases.mjs', () => {
  const real = new URL(testTemplateUrl());

  /** A port like Docker's proxy before the server listens: it accepts and hangs up `refusals` times. */
  async function flakyProxy(refusals: number) {
    let refused = 0;
    const sockets = new Set<Socket>();
    const server = createServer((client) => {
      sockets.add(client);
      client.on('error', () => undefined);
      if (refused < refusals) {
        refused++;
        return client.destroy();
      }
      const upstream = connect(Number(real.port || 5432), real.hostname);
      sockets.add(upstream);
      upstream.on('error', () => undefined);
      client.pipe(upstream).pipe(client);
    });
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    return {
      port,
      refused: () => refused,
      close: async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }

  /** Runs the script against `url` (as both databases: the test template exists, nothing is created). */
  function ensureDatabases(url: URL, waitSeconds: number) {
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [join(repositoryRoot, 'infra', 'scripts', 'ensure-databases.mjs')], {
        env: {
          ...process.env,
          DATABASE_URL: url.href,
          TEST_DATABASE_URL: url.href,
          BRING_UP_WAIT_SECONDS: String(waitSeconds),
        },
      });
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => resolve({ code, output }));
    });
  }

  const through = (port: number) => {
    const url = new URL(real.href);
    url.port = String(port);
    return url;
  };

  it('keeps trying while the port hangs up, then goes on', async () => {
    const proxy = await flakyProxy(3);
    try {
      const result = await ensureDatabases(through(proxy.port), 30);
      expect(result).toEqual({ code: 0, output: '' });
      expect(proxy.refused()).toBe(3);
    } finally {
      await proxy.close();
    }
  });

  it('gives up after BRING_UP_WAIT_SECONDS with a message naming the server', async () => {
    const proxy = await flakyProxy(Number.POSITIVE_INFINITY);
    try {
      const started = Date.now();
      const result = await ensureDatabases(through(proxy.port), 2);
      expect(result.code).toBe(1);
      expect(result.output).toContain(`PostgreSQL at 127.0.0.1:${proxy.port} did not accept a connection within 2 s`);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await proxy.close();
    }
  });

  it('does not wait when the server refuses the role', async () => {
    const url = new URL(real.href);
    url.username = 'no_such_role_bring_up';
    const started = Date.now();
    const result = await ensureDatabases(url, 30);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `PostgreSQL at ${real.hostname}:${real.port || 5432} refused the role no_such_role_bring_up`,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
