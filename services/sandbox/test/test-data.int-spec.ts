import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServiceProcess, startSandbox } from '@asiguro/testing';
import type { SandboxTestData } from '../src/test-data/test-data';

/** GET /test-data as a developer reads it, and what it lists works against the sandbox's own partners. */
describe('sandbox test data', () => {
  let sandbox: ServiceProcess;
  let sandboxUrl: string;
  let data: SandboxTestData;
  const dataDir = mkdtempSync(join(tmpdir(), 'asiguro-sandbox-test-data-'));

  beforeAll(async () => {
    ({ sandbox, url: sandboxUrl } = await startSandbox({ DATA_DIR: dataDir }));
    const response = await fetch(`${sandboxUrl}/test-data`);
    expect(response.status).toBe(200);
    data = (await response.json()) as SandboxTestData;
  });

  afterAll(async () => {
    await sandbox?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: object) =>
    fetch(`${sandboxUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('lists vehicles the registry finds by certificate and owner’s code', async () => {
    expect(data.vehicles.length).toBeGreaterThan(10);
    for (const vehicle of data.vehicles.slice(0, 5)) {
      const found = await post('/registries/vehicles/lookup', {
        certificateNumber: vehicle.certificateNumber,
        ownerCode: vehicle.ownerCode,
      });
      expect({ vehicle: vehicle.certificateNumber, status: found.status }).toEqual({
        vehicle: vehicle.certificateNumber,
        status: 200,
      });
    }
  });

  it('lists companies and properties the registries find', async () => {
    const company = await post('/registries/companies/lookup', { idno: data.companies[0].idno });
    expect(company.status).toBe(200);
    await expect(company.json()).resolves.toMatchObject({ name: data.companies[0].name });
    const property = await post('/registries/cadastre/lookup', { cadastralCode: data.properties[0].cadastralCode });
    expect(property.status).toBe(200);
  });

  it('says how to make an insurer down, and that request does it', async () => {
    const down = data.insurerControls.find((control) => control.what.startsWith('down'))!;
    const slug = data.insurers.find((insurer) => insurer.kind === 'insurer')!.slug;
    const changed = await fetch(`${sandboxUrl}${down.path.replace(':slug', slug)}`, {
      method: down.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(down.body),
    });
    expect(changed.status).toBe(200);
    await expect((await fetch(`${sandboxUrl}/admin/issuers/${slug}`)).json()).resolves.toMatchObject({ mode: 'down' });
  });
});
