import { monitoredArguments } from './redis-monitor';

describe(monitoredArguments.name, () => {
  it('reads each quoted argument of a MONITOR line, with the escapes Redis writes', () => {
    expect(
      monitoredArguments(String.raw`"evalsha" "ab12" "2" "p:throttle:default" "say \"hi\"\\" "a\nb\x00\xc8"`),
    ).toEqual(['evalsha', 'ab12', '2', 'p:throttle:default', 'say "hi"\\', 'a\nb\x00\xc8']);
    expect(monitoredArguments('"echo" ""')).toEqual(['echo', '']);
  });
});
