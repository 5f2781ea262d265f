import { ANALYTICS_DOM_EVENT, registerSink, track, windowEventSink, type AnalyticsEvent } from './analytics';

describe(track.name, () => {
  it('sends events to every registered sink until it is removed', () => {
    const seen: AnalyticsEvent[] = [];
    const remove = registerSink((event) => seen.push(event));
    track('add_to_cart', { product: 'rca' }, new Date('2026-11-22T10:00:00Z'));
    remove();
    track('purchase', { order: 'x' });
    expect(seen).toEqual([{ name: 'add_to_cart', params: { product: 'rca' }, at: '2026-11-22T10:00:00.000Z' }]);
  });

  it('keeps going when a sink throws', () => {
    const seen: string[] = [];
    const removeBroken = registerSink(() => {
      throw new Error('vendor down');
    });
    const removeGood = registerSink((event) => seen.push(event.name));
    expect(() => track('page_view')).not.toThrow();
    expect(seen).toEqual(['page_view']);
    removeBroken();
    removeGood();
  });

  it('sends nothing anywhere when no sink is registered', () => {
    expect(track('express_order').name).toBe('express_order');
  });
});

describe(windowEventSink.name, () => {
  it('re-dispatches events as DOM events for listeners in the page', () => {
    const target = new EventTarget();
    const received: unknown[] = [];
    target.addEventListener(ANALYTICS_DOM_EVENT, (event) => received.push((event as CustomEvent).detail));
    const remove = registerSink(windowEventSink(target));
    track('generate_lead', { form: 'contact' }, new Date('2026-01-01T00:00:00Z'));
    remove();
    expect(received).toEqual([{ name: 'generate_lead', params: { form: 'contact' }, at: '2026-01-01T00:00:00.000Z' }]);
  });
});
