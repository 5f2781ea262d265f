export interface MinutePoint {
  minute: string;
  count: number;
}

const MINUTE = 60_000;

/**
 * The last `minutes` whole minutes up to `now`, oldest first, each with its count; the API only
 * reports minutes that had transitions, so quiet minutes are filled with zero.
 */
export function minuteSeries(points: readonly MinutePoint[], now: string, minutes = 60): MinutePoint[] {
  const counts = new Map<number, number>();
  for (const point of points) {
    const at = Math.floor(new Date(point.minute).getTime() / MINUTE) * MINUTE;
    counts.set(at, (counts.get(at) ?? 0) + point.count);
  }
  const last = Math.floor(new Date(now).getTime() / MINUTE) * MINUTE;
  return Array.from({ length: minutes }, (_, index) => {
    const at = last - (minutes - 1 - index) * MINUTE;
    return { minute: new Date(at).toISOString(), count: counts.get(at) ?? 0 };
  });
}

/** A round axis maximum at or above `max` (1, 2, 5, 10, 20, 50…), never below 5. */
export function niceMax(max: number): number {
  if (max <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}
