import { request } from 'node:http';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where a Docker engine may listen: DOCKER_HOST, else the usual sockets (system, Docker Desktop, rootless). */
export function dockerEndpoints(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.DOCKER_HOST) return [env.DOCKER_HOST];
  const sockets = ['/var/run/docker.sock', join(homedir(), '.docker', 'run', 'docker.sock')];
  if (env.XDG_RUNTIME_DIR) sockets.push(join(env.XDG_RUNTIME_DIR, 'docker.sock'));
  return sockets.map((socket) => `unix://${socket}`);
}

/** Whether the engine at `endpoint` (unix://path or tcp://host:port) answers its ping. */
export function pingDocker(endpoint: string, timeoutMs = 1500): Promise<boolean> {
  const target = endpoint.startsWith('unix://')
    ? { socketPath: endpoint.slice('unix://'.length) }
    : (() => {
        const url = new URL(endpoint.replace(/^tcp:/, 'http:'));
        return { host: url.hostname, port: Number(url.port || 2375) };
      })();
  return new Promise((resolve) => {
    const ping = request({ ...target, path: '/_ping', method: 'GET', timeout: timeoutMs }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(response.statusCode === 200 && body.trim() === 'OK'));
      response.on('error', () => resolve(false));
    });
    ping.on('timeout', () => ping.destroy());
    ping.on('error', () => resolve(false));
    ping.end();
  });
}

/** Whether a Docker engine answers at any of the usual places. */
export async function dockerEngineAnswers(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  for (const endpoint of dockerEndpoints(env)) if (await pingDocker(endpoint)) return true;
  return false;
}
