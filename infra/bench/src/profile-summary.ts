/**
 * The top frames of a V8 CPU profile (.cpuprofile, as `--profile-dir` or
 * libs/documents/dist/bench/order-documents.profile.js write them): each function's own time and
 * its inclusive time (itself and what it called), as shares of the sampled time, and the own time
 * grouped by package (node_modules/<package>, our libs/ and services/, Node's internals).
 *
 * The same for a sampling allocation profile (.heapprofile, from `--profile-dir`): bytes allocated
 * by each function, garbage included, since the collector is the largest single item of each process.
 *
 *   node infra/bench/dist/profile-summary.js <file.cpuprofile|file.heapprofile> [rows=25]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  sampledMs: number;
  /** Sampled time outside "(idle)". */
  busyMs: number;
  self: Array<[string, number]>;
  inclusive: Array<[string, number]>;
  packages: Array<[string, number]>;
}

const shortUrl = (url: string) => url.replace(/^.*?\/((node_modules|libs|services|infra)\/)/, '$1');

function frameName(node: ProfileNode): string {
  const frame = node.callFrame;
  return `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
}

function packageOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1];
  const ours = /\/((?:libs|services|infra)\/[^/]+)\//.exec(url);
  if (ours) return ours[1];
  return url.startsWith('node:') ? url.split('/').slice(0, 2).join('/') : url;
}

interface AllocationNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: AllocationNode[];
}

/**
 * An allocation profile in the form of a CPU profile: one sample per function that allocated,
 * weighing the bytes it allocated, so the same summary ranks the allocating frames.
 */
export function allocationsAsSamples(head: AllocationNode): CpuProfile {
  const nodes: ProfileNode[] = [];
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  const visit = (node: AllocationNode): number => {
    const own: ProfileNode = { id: nodes.length + 1, callFrame: node.callFrame, children: [] };
    nodes.push(own);
    if (node.selfSize > 0) {
      samples.push(own.id);
      timeDeltas.push(node.selfSize);
    }
    own.children = node.children.map(visit);
    return own.id;
  };
  visit(head);
  return { nodes, samples, timeDeltas };
}

/** Summarizes a profile: time per frame (own and inclusive) and per package, in ms, largest first. */
export function summarizeProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const sampled = new Map<number, number>();
  profile.samples.forEach((id, index) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const packages = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, micros] of sampled) {
    const node = byId.get(id)!;
    total += micros;
    if (node.callFrame.functionName === '(idle)') idle += micros;
    self.set(frameName(node), (self.get(frameName(node)) ?? 0) + micros);
    packages.set(packageOf(node), (packages.get(packageOf(node)) ?? 0) + micros);
    // Each frame once per sample, however deep its recursion.
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const name = frameName(byId.get(current)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
    }
  }
  const ranked = (map: Map<string, number>) =>
    [...map].map(([name, micros]): [string, number] => [name, micros / 1000]).sort((a, b) => b[1] - a[1]);
  return {
    sampledMs: total / 1000,
    busyMs: (total - idle) / 1000,
    self: ranked(self),
    inclusive: ranked(inclusive),
    packages: ranked(packages),
  };
}

function main(): void {
  const [file, rows = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary <file.cpuprofile|file.heapprofile> [rows]');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile | { head: AllocationNode };
  const allocations = 'head' in parsed;
  const summary = summarizeProfile(allocations ? allocationsAsSamples(parsed.head) : parsed);
  const limit = Number(rows);
  const share = (ms: number) => `${((100 * ms) / summary.sampledMs).toFixed(1).padStart(5)} %`;
  const lines = [
    allocations
      ? `${file}: ${((summary.sampledMs * 1000) / 2 ** 20).toFixed(0)} MiB allocated (sampled estimate), shares of it`
      : `${file}: ${summary.sampledMs.toFixed(0)} ms sampled, ${summary.busyMs.toFixed(0)} ms busy`,
    '-- own time',
    ...summary.self.slice(0, limit).map(([name, ms]) => `${share(ms)}  ${name}`),
    '-- inclusive time',
    ...summary.inclusive.slice(0, limit).map(([name, ms]) => `${share(ms)}  ${name}`),
    '-- own time by package',
    ...summary.packages.slice(0, limit).map(([name, ms]) => `${share(ms)}  ${name}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (require.main === module) main();
