import { PartnerBehaviourStore } from './partner-behaviour';
import { SeededRandom, seedOf } from './seeded-random';

function store(seed = 1) {
  const behaviours = new PartnerBehaviourStore(seed);
  behaviours.register('alpha', { latencyMs: 50, failureRate: 0, mode: 'up' });
  behaviours.register('beta', { latencyMs: 10, failureRate: 0, mode: 'up' });
  return behaviours;
}

describe(SeededRandom.name, () => {
  it('repeats its sequence for the same seed and differs between named streams', () => {
    const draw = (seed: number) => {
      const random = new SeededRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(new Set(draw(42)).size).toBe(5);
    expect(draw(42)).not.toEqual(draw(43));
    const a = new SeededRandom(seedOf(7, 'alpha'));
    const b = new SeededRandom(seedOf(7, 'beta'));
    expect([a.next(), a.next()]).not.toEqual([b.next(), b.next()]);
    const random = new SeededRandom(3);
    for (let i = 0; i < 200; i++) {
      const value = random.int(2, 4);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(4);
    }
  });
});

describe(PartnerBehaviourStore.name, () => {
  it('serves after the latency when up and healthy', () => {
    expect(store().decide('alpha')).toEqual({ kind: 'serve', delayMs: 50 });
  });

  it('answers 503 at once when down, hangs when slow and breaks the body when malformed', () => {
    const behaviours = store();
    behaviours.update('alpha', { mode: 'down' });
    expect(behaviours.decide('alpha')).toEqual({ kind: 'unavailable', delayMs: 0 });
    behaviours.update('alpha', { mode: 'slow' });
    expect(behaviours.decide('alpha')).toEqual({ kind: 'hang' });
    behaviours.update('alpha', { mode: 'malformed' });
    expect(behaviours.decide('alpha')).toEqual({ kind: 'malformed', delayMs: 50 });
    expect(behaviours.decide('beta').kind).toBe('serve');
  });

  it('fails every request at failureRate 1 and a reproducible share at 0.3', () => {
    const behaviours = store();
    behaviours.update('alpha', { failureRate: 1 });
    expect(Array.from({ length: 20 }, () => behaviours.decide('alpha').kind)).toEqual(Array(20).fill('unavailable'));

    const run = () => {
      const fresh = store(99);
      fresh.update('alpha', { failureRate: 0.3 });
      return Array.from({ length: 200 }, () => fresh.decide('alpha').kind);
    };
    const first = run();
    expect(run()).toEqual(first);
    const failures = first.filter((kind) => kind === 'unavailable').length;
    expect(failures).toBeGreaterThan(30);
    expect(failures).toBeLessThan(90);
  });

  it('restarts the failure sequence and the defaults on reset', () => {
    const behaviours = store(5);
    behaviours.update('alpha', { failureRate: 0.5 });
    const before = Array.from({ length: 30 }, () => behaviours.decide('alpha').kind);
    behaviours.reset(5);
    expect(behaviours.get('alpha')).toEqual({ latencyMs: 50, failureRate: 0, mode: 'up' });
    behaviours.update('alpha', { failureRate: 0.5 });
    expect(Array.from({ length: 30 }, () => behaviours.decide('alpha').kind)).toEqual(before);
  });

  it('refuses out-of-range settings and unknown partners', () => {
    const behaviours = store();
    expect(() => behaviours.update('alpha', { failureRate: 1.5 })).toThrow();
    expect(() => behaviours.update('alpha', { latencyMs: -1 })).toThrow();
    expect(() => behaviours.get('gamma')).toThrow(/unknown/);
    expect(behaviours.get('alpha').failureRate).toBe(0);
  });
});
