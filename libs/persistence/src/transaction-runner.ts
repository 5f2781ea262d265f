import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * A database transaction as the repositories take it: services pass it through to each
 * repository call that must commit or roll back with the others.
 */
export type Tx = EntityManager;

/** Runs work in one transaction: committed when it resolves, rolled back when it throws. */
@Injectable()
export class TransactionRunner {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
