import { describe, expect, it } from 'vitest';
import { createNotifier } from './notify';

describe('createNotifier', () => {
  it('tries LISTEN again after a failed attempt instead of failing forever', async () => {
    let attempts = 0;
    let deliver: (payload: string) => void = () => undefined;
    const notifier = createNotifier({
      publish: async (_channel, payload) => deliver(payload),
      subscribe: async (_channel, onMessage) => {
        attempts += 1;
        if (attempts === 1) throw new Error('database unreachable');
        deliver = onMessage;
        return async () => undefined;
      },
    });
    const received: string[] = [];
    await expect(notifier.subscribe('c', (p) => received.push(`failed:${p}`))).rejects.toThrow(
      'database unreachable',
    );
    await notifier.subscribe('c', (p) => received.push(p));
    await notifier.publish('c', 'hello');
    // The listener of the failed attempt was never added.
    expect(received).toEqual(['hello']);
    expect(attempts).toBe(2);
  });

  it('tells subscribers when the listening connection came back', async () => {
    let resume: () => void = () => undefined;
    const notifier = createNotifier({
      publish: async () => undefined,
      subscribe: async (_channel, _onMessage, onResumed) => {
        resume = onResumed;
        return async () => undefined;
      },
    });
    let gaps = 0;
    const unsubscribe = await notifier.subscribe(
      'c',
      () => undefined,
      () => (gaps += 1),
    );
    resume();
    unsubscribe();
    resume();
    expect(gaps).toBe(1);
  });
});
