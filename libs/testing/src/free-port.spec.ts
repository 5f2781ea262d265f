import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { belowEphemeralRange, freePort } from './free-port';

describe(freePort.name, () => {
  it('hands out a port below the ephemeral range that a server can then listen on', async () => {
    const [low, high] = belowEphemeralRange();
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(low);
    expect(port).toBeLessThan(high);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('never hands out the same port twice, even when the draw repeats', async () => {
    const [low, high] = belowEphemeralRange();
    const draw = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    let first: number, second: number;
    try {
      first = await freePort();
      second = await freePort();
    } finally {
      draw.mockRestore();
    }
    expect(first).toBeGreaterThanOrEqual(low);
    expect(first).toBeLessThan(high);
    expect(second).not.toBe(first);
    const many = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set([first, second, ...many]).size).toBe(22);
  });

  it('reads the start of the ephemeral range, and keeps a fixed span when the file is missing or odd', () => {
    const folder = mkdtempSync(join(tmpdir(), 'port-range-'));
    const file = join(folder, 'range');
    writeFileSync(file, '40000\t60999\n');
    expect(belowEphemeralRange(file)).toEqual([10000, 40000]);
    writeFileSync(file, '1024 65535\n');
    expect(belowEphemeralRange(file)).toEqual([10000, 32768]);
    expect(belowEphemeralRange(join(folder, 'missing'))).toEqual([10000, 32768]);
  });
});
