/**
 * What a heap holds more in one V8 heap snapshot than in another, per unit (a stream, a request):
 * the bytes of every node grouped by type and constructor. A snapshot is taken after a full
 * garbage collection, so unlike an RSS delta it counts only what is retained, not the garbage of
 * the requests that opened the streams nor memory the allocator has not given back.
 *
 *   node infra/bench/dist/heap-diff.js <before.heapsnapshot> <after.heapsnapshot> <units> [rows=30]
 */
import { readFileSync } from 'node:fs';

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

export interface HeapTotals {
  bytes: number;
  /** "type:constructor" → [nodes, bytes] */
  groups: Map<string, [number, number]>;
}

const STRING_TYPES = new Set(['string', 'concatenated string', 'sliced string']);

export function heapTotals(file: string): HeapTotals {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot;
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const groups = new Map<string, [number, number]>();
  let bytes = 0;
  for (let index = 0; index < heap.nodes.length; index += fields.length) {
    const type = types[heap.nodes[index + typeAt]];
    // A string's name is its text: group them all, as the code objects.
    const name = STRING_TYPES.has(type) || type === 'code' ? '' : heap.strings[heap.nodes[index + nameAt]].slice(0, 60);
    const size = heap.nodes[index + sizeAt];
    const group = groups.get(`${type}:${name}`) ?? [0, 0];
    group[0]++;
    group[1] += size;
    groups.set(`${type}:${name}`, group);
    bytes += size;
  }
  return { bytes, groups };
}

/** Rows of [group, nodes per unit, bytes per unit], the largest growth first. */
export function heapGrowth(before: HeapTotals, after: HeapTotals, units: number): Array<[string, number, number]> {
  return [...after.groups]
    .map(([group, [nodes, bytes]]): [string, number, number] => {
      const [nodesBefore, bytesBefore] = before.groups.get(group) ?? [0, 0];
      return [group, (nodes - nodesBefore) / units, (bytes - bytesBefore) / units];
    })
    .sort((a, b) => b[2] - a[2]);
}

/** The growth as text, a row per group: bytes and nodes per unit, the largest `rows` first. */
export function growthTable(before: HeapTotals, after: HeapTotals, units: number, rows = 30): string[] {
  return [
    'bytes/unit  nodes/unit  type:constructor',
    ...heapGrowth(before, after, units)
      .slice(0, rows)
      .map(([group, nodes, bytes]) => `${bytes.toFixed(0).padStart(10)}  ${nodes.toFixed(2).padStart(10)}  ${group}`),
  ];
}

if (require.main === module) {
  const [beforeFile, afterFile, unitsText, rowsText] = process.argv.slice(2);
  if (!beforeFile || !afterFile || !unitsText) {
    process.stderr.write(
      'usage: node infra/bench/dist/heap-diff.js <before.heapsnapshot> <after.heapsnapshot> <units> [rows]\n',
    );
    process.exit(2);
  }
  const units = Number(unitsText);
  const before = heapTotals(beforeFile);
  const after = heapTotals(afterFile);
  const lines = [
    `retained: ${before.bytes} → ${after.bytes} bytes, ${Math.round((after.bytes - before.bytes) / units)} per unit`,
    ...growthTable(before, after, units, Number(rowsText ?? 30)),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
