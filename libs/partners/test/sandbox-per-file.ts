import { type ServiceProcess, startSandbox } from '@asiguro/testing';

/**
 * One sandbox process for the calling test file, reset before every test so that no test sees
 * the switches, policies or payments another left behind. Call it at the top of the file; read
 * `url()` inside hooks and tests (it is known once the sandbox is up).
 */
export function sandboxPerFile(): { url: () => string; putAdmin: (path: string, patch: object) => Promise<void> } {
  let sandbox: ServiceProcess | undefined;
  let sandboxUrl = '';

  beforeAll(async () => {
    ({ sandbox, url: sandboxUrl } = await startSandbox());
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  beforeEach(async () => {
    await fetch(`${sandboxUrl}/admin/reset`, { method: 'POST' });
  });

  return {
    url: () => sandboxUrl,
    /** Changes a partner's behaviour through the sandbox's admin API (`PUT /admin/<path>`). */
    putAdmin: async (path, patch) => {
      const response = await fetch(`${sandboxUrl}/admin/${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(patch),
      });
      expect(response.status).toBe(200);
    },
  };
}
