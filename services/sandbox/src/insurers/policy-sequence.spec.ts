import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PolicySequence, SEQUENCE_BLOCK } from './policy-sequence';

describe(PolicySequence.name, () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'policy-sequence-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const take = (sequence: PolicySequence, count: number) => Array.from({ length: count }, () => sequence.take());

  it('never repeats a number after a restart on the same data folder', () => {
    const first = take(new PolicySequence(dir), 3);
    const restarted = take(new PolicySequence(dir), 3);
    const again = take(new PolicySequence(dir), SEQUENCE_BLOCK + 5);
    const all = [...first, ...restarted, ...again];
    expect(new Set(all).size).toBe(all.length);
    expect(first).toEqual([0, 1, 2]);
    expect(restarted[0]).toBeGreaterThan(first[2]);
  });

  it('gives two sandboxes sharing the folder disjoint numbers, and keeps only the latest block file', () => {
    const one = new PolicySequence(dir);
    const other = new PolicySequence(dir);
    const numbers: number[] = [];
    for (let i = 0; i < SEQUENCE_BLOCK * 2; i++) numbers.push(one.take(), other.take());
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('creates its folder when it is missing', () => {
    expect(new PolicySequence(join(dir, 'nested', 'numbers')).take()).toBe(0);
  });
});
