import { DraftSaver } from './draft-saver';

function manualTimers() {
  let pending: (() => void) | undefined;
  return {
    timers: {
      set: (fn: () => void) => {
        pending = fn;
        return 1 as unknown as ReturnType<typeof setTimeout>;
      },
      clear: () => (pending = undefined),
    },
    fire: () => pending?.(),
  };
}

describe(DraftSaver.name, () => {
  it('saves only the latest state once typing pauses', async () => {
    const saved: string[] = [];
    const clock = manualTimers();
    const saver = new DraftSaver<string>(async (value) => void saved.push(value), jest.fn(), 500, clock.timers);
    saver.schedule('I');
    saver.schedule('Io');
    saver.schedule('Ion');
    clock.fire();
    await saver.flush();
    expect(saved).toEqual(['Ion']);
  });

  it('runs one save at a time and then saves what changed meanwhile', async () => {
    const saved: string[] = [];
    const releases: (() => void)[] = [];
    let secondStarted: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    const saver = new DraftSaver<string>(
      (value) =>
        new Promise<void>((resolve) => {
          saved.push(value);
          releases.push(resolve);
          if (saved.length === 2) secondStarted();
        }),
      jest.fn(),
      0,
      manualTimers().timers,
    );
    saver.schedule('first');
    const flushing = saver.flush();
    saver.schedule('second');
    expect(saved).toEqual(['first']);
    releases[0]();
    await second;
    releases[1]();
    await flushing;
    expect(saved).toEqual(['first', 'second']);
  });

  it('reports a failed save without throwing, and saves again on the next change', async () => {
    const onError = jest.fn();
    let fail = true;
    const saved: string[] = [];
    const saver = new DraftSaver<string>(
      async (value) => {
        if (fail) throw new Error('offline');
        saved.push(value);
      },
      onError,
      0,
      manualTimers().timers,
    );
    saver.schedule('a');
    await expect(saver.flush()).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
    fail = false;
    saver.schedule('ab');
    await saver.flush();
    expect(saved).toEqual(['ab']);
  });
});
