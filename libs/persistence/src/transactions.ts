import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * An open database transaction, as the rest of the code holds it: a handle to pass to repository
 * methods so their writes commit (or roll back) together. It has no methods of its own on purpose:
 * only the repositories of this library turn it back into TypeORM's EntityManager, so no caller
 * writes SQL outside them.
 */
export interface Transaction {
  readonly __transaction: 'opaque';
}

/** The handle of an EntityManager that is inside a transaction (the handle is the manager itself). */
export function transactionOf(manager: EntityManager): Transaction {
  return manager as unknown as Transaction;
}

/**
 * The EntityManager behind a handle, for repositories (libs/persistence only: a source-tree test
 * refuses TypeORM outside it).
 */
export function entityManagerOf(tx: Transaction): EntityManager {
  return tx as unknown as EntityManager;
}

/** The unit of work: `run(tx => …)` commits what the repositories wrote with `tx`, or nothing. */
@Injectable()
export class Transactions {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) => work(transactionOf(manager)));
  }
}
