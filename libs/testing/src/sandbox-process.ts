import { freePort } from './free-port';
import { spawnService, waitForHttpOk, type ServiceProcess } from './service-process';

export interface StartedSandbox {
  sandbox: ServiceProcess;
  /** Where our servers reach it (SANDBOX_URL). */
  url: string;
  smtpPort: number;
}

type SandboxEnv = NodeJS.ProcessEnv | ((ports: { http: number; smtp: number }) => NodeJS.ProcessEnv);

/**
 * The partner sandbox alone, on free HTTP and SMTP ports, ready (its /health answers), as the
 * partner and sandbox tests reach it. `env` adds or overrides settings; a function gets the ports
 * first (e.g. for a public URL on another host name).
 */
export async function startSandbox(env: SandboxEnv = {}): Promise<StartedSandbox> {
  const [http, smtp] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${http}`;
  const sandbox = spawnService('sandbox', {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SANDBOX_PORT: String(http),
    SANDBOX_SMTP_PORT: String(smtp),
    SANDBOX_URL: url,
    ...(typeof env === 'function' ? env({ http, smtp }) : env),
  });
  await waitForHttpOk(sandbox, `${url}/health`);
  return { sandbox, url, smtpPort: smtp };
}

/** A message as the sandbox's mail sink lists it (`/mail/messages`, `/mail/messages/search`). */
export interface SandboxMailMessage {
  id: string;
  messageId: string | null;
  from: string | null;
  to: string[];
  subject: string;
  text: string | null;
  hasHtml: boolean;
  attachments: { filename: string; contentType: string; size: number }[];
}
