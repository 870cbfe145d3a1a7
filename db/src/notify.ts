type Unsubscribe = () => Promise<void>;

interface Transport {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, onMessage: (payload: string) => void): Promise<Unsubscribe>;
}

export interface Notifier {
  publish(channel: string, payload: string): Promise<void>;
  /** Subscribes a listener; the first listener on a channel opens the database LISTEN. */
  subscribe(channel: string, listener: (payload: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

export function createNotifier(transport: Transport): Notifier {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const opened = new Map<string, Promise<Unsubscribe>>();

  return {
    publish: (channel, payload) => transport.publish(channel, payload),
    async subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      if (!opened.has(channel)) {
        opened.set(
          channel,
          transport.subscribe(channel, (payload) => {
            for (const l of listeners.get(channel) ?? []) l(payload);
          }),
        );
      }
      await opened.get(channel);
      return () => {
        set.delete(listener);
      };
    },
    async close() {
      const all = [...opened.values()];
      opened.clear();
      listeners.clear();
      for (const p of all) await (await p)().catch(() => undefined);
    },
  };
}
