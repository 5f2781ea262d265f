import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What the first request under a key left: its fingerprint and, once answered, its answer (or the order it made). */
export interface StoredIdempotentRequest {
  requestHash: string;
  /** Null while the first request is still running. */
  statusCode: number | null;
  /** The first answer, as JSON text (kept only for answers without personal data). */
  response: unknown;
  /** The order the first request answered, read again at each retry. */
  resourceId: string | null;
}

/** Idempotency keys (idempotency_keys), per caller and route (`scope`). */
@Injectable()
export class IdempotencyKeyRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Takes the key for a first request; false when the scope already holds it. */
  async claim(scope: string, key: string, requestHash: string): Promise<boolean> {
    const inserted: unknown[] = await this.db.query(
      `insert into idempotency_keys (scope, key, request_hash) values ($1, $2, $3)
       on conflict do nothing returning key`,
      [scope, key, requestHash],
    );
    return inserted.length > 0;
  }

  async find(scope: string, key: string): Promise<StoredIdempotentRequest> {
    const [stored] = await this.db.query(
      `select request_hash, status_code, response, resource_id from idempotency_keys where scope = $1 and key = $2`,
      [scope, key],
    );
    return {
      requestHash: stored.request_hash,
      statusCode: stored.status_code,
      response: stored.response,
      resourceId: stored.resource_id,
    };
  }

  /** Keeps the first request's answer: its status and either the answer (JSON text) or the order it made. */
  async answer(
    scope: string,
    key: string,
    answer: { statusCode: number; response: string | null; resourceId: string | null },
  ): Promise<void> {
    await this.db.query(
      `update idempotency_keys set status_code = $3, response = $4, resource_id = $5 where scope = $1 and key = $2`,
      [scope, key, answer.statusCode, answer.response, answer.resourceId],
    );
  }

  /** Frees the key of a failed command: the same key may be tried again. */
  async release(scope: string, key: string): Promise<void> {
    await this.db.query(`delete from idempotency_keys where scope = $1 and key = $2`, [scope, key]);
  }
}
