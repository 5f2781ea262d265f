import { closeSync, mkdirSync, openSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Sequence numbers a process takes at once; one small file marks each block taken. */
export const SEQUENCE_BLOCK = 1_000;

const BLOCK_FILE = /^(\d+)\.block$/;

function blockFile(dir: string, block: number): string {
  return join(dir, `${block}.block`);
}

function takenBlocks(dir: string): number[] {
  return readdirSync(dir)
    .map((name) => BLOCK_FILE.exec(name)?.[1])
    .filter((block): block is string => block !== undefined)
    .map(Number);
}

/**
 * Sequence numbers that never repeat for one data folder: not after a restart (the database of
 * a development stack keeps the policies a sandbox issued, under a unique number), not after
 * `POST /admin/reset`, and not between two sandboxes sharing the folder. A process claims a
 * block of SEQUENCE_BLOCK numbers by creating its file exclusively (`wx`, atomic on one file
 * system), so two processes can never claim the same block; unused numbers of a block are
 * simply skipped. Older block files are removed: only the highest one matters.
 */
export class PolicySequence {
  private next = 0;
  private end = 0;

  constructor(private readonly dir: string) {}

  take(): number {
    if (this.next >= this.end) this.claimBlock();
    return this.next++;
  }

  private claimBlock(): void {
    mkdirSync(this.dir, { recursive: true });
    for (let block = Math.max(-1, ...takenBlocks(this.dir)) + 1; ; block++) {
      try {
        closeSync(openSync(blockFile(this.dir, block), 'wx'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw error;
      }
      this.next = block * SEQUENCE_BLOCK;
      this.end = this.next + SEQUENCE_BLOCK;
      this.forgetBlocksBelow(block);
      return;
    }
  }

  private forgetBlocksBelow(block: number): void {
    for (const older of takenBlocks(this.dir).filter((taken) => taken < block)) {
      try {
        unlinkSync(blockFile(this.dir, older));
      } catch (error) {
        // Another sandbox tidied it first.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}
