import { Inject, Injectable } from '@nestjs/common';
import { RetentionRepository } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';

/** What one retention sweep purged, by kind (counts, for the job's result and metrics). */
export interface RetentionResult {
  drafts: number;
  contactMessages: number;
  signInLinks: number;
  sessions: number;
  idempotencyKeys: number;
}

/**
 * Keeps personal data only as long as it is needed, on a schedule (the worker's daily
 * retention-sweep job), each period a setting:
 * - drafts and unpaid orders that expired or were canceled and were never paid: after
 *   DRAFT_RETENTION_DAYS their details, contact, billing, offers and registry facts are erased
 *   (the order row, its number and its event log stay: the log is append-only and holds no
 *   personal data), with the partner exchanges recorded for them;
 * - contact messages: deleted CONTACT_RETENTION_DAYS after they were sent;
 * - sign-in links and ended signed-in sessions: deleted SIGN_IN_RETENTION_DAYS after they ended;
 * - idempotency keys (which keep a request's hash and the id of what it made, never its data):
 *   deleted after IDEMPOTENCY_RETENTION_HOURS.
 * Every statement is idempotent: a sweep run twice, or cut short, purges the same rows.
 */
@Injectable()
export class RetentionService {
  constructor(
    private readonly retention: RetentionRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async sweep(): Promise<RetentionResult> {
    const config = this.config;
    const drafts = await this.retention.eraseExpiredDrafts(config.DRAFT_RETENTION_DAYS);
    const contactMessages = await this.retention.deleteContactMessages(config.CONTACT_RETENTION_DAYS);
    const signInLinks = await this.retention.deleteSignInLinks(config.SIGN_IN_RETENTION_DAYS);
    const sessions = await this.retention.deleteEndedSessions(config.SIGN_IN_RETENTION_DAYS);
    const idempotencyKeys = await this.retention.deleteIdempotencyKeys(config.IDEMPOTENCY_RETENTION_HOURS);
    return { drafts, contactMessages, signInLinks, sessions, idempotencyKeys };
  }
}
