import { Inject, Injectable } from '@nestjs/common';
import { DomainError, findIssuer } from '@asiguro/domain';
import { sandboxIssuerSettingsSchema, type sandboxIssuerUpdateSchema } from '@asiguro/contracts';
import { StaffAuditRepository } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { z } from 'zod';
import type { StaffActor } from './console-order-rules';

/**
 * Development only: the sandbox's per-insurer behaviour (latency, failures, down), so support can
 * show a failure and fix it live. Refused in production, where there is no sandbox.
 */
@Injectable()
export class SandboxSettingsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    private readonly audit: StaffAuditRepository,
  ) {}

  get available(): boolean {
    return this.config.NODE_ENV !== 'production';
  }

  async list() {
    this.assertAvailable();
    const response = await fetch(`${this.config.SANDBOX_URL}/admin/issuers`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new DomainError('partner-unavailable');
    const body = (await response.json()) as unknown;
    const entries = Array.isArray(body)
      ? body
      : Object.entries(body as Record<string, object>).map(([slug, value]) => ({ slug, ...value }));
    return { issuers: z.array(sandboxIssuerSettingsSchema.passthrough()).parse(entries) };
  }

  /** Changes one insurer's behaviour; the sandbox is no database, so the audit entry follows the change. */
  async update(slug: string, settings: z.infer<typeof sandboxIssuerUpdateSchema>, staff: StaffActor) {
    this.assertAvailable();
    // One named insurer: the sandbox's "*" (every insurer at once) is for the benchmark, not the console.
    if (!findIssuer(slug)) throw new DomainError('not-found');
    const response = await fetch(`${this.config.SANDBOX_URL}/admin/issuers/${encodeURIComponent(slug)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(settings),
      signal: AbortSignal.timeout(3000),
    });
    if (response.status === 404) throw new DomainError('not-found');
    if (!response.ok) throw new DomainError('partner-unavailable');
    const saved = sandboxIssuerSettingsSchema.passthrough().parse(await response.json());
    await this.audit.record({ staffId: staff.id, action: 'sandbox-settings', details: { slug, ...settings } });
    return saved;
  }

  private assertAvailable(): void {
    if (!this.available) throw new DomainError('not-found');
  }
}
