/**
 * Where "now" comes from. Every date rule takes a clock so tests (and the server, which may judge
 * a confirmation against the moment it was requested) decide what "today" is.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock stopped at `instant`. */
export function fixedClock(instant: Date | string): Clock {
  const at = new Date(instant);
  return () => new Date(at.getTime());
}
