type Unsubscribe = () => Promise<void>;

interface Transport {
  publish(channel: string, payload: string): Promise<void>;
  /**
   * Opens a LISTEN. `onResumed` runs when a lost listening connection has been re-established:
   * anything published while it was down was missed.
   */
  subscribe(
    channel: string,
    onMessage: (payload: string) => void,
    onResumed: () => void,
  ): Promise<Unsubscribe>;
}

export interface Notifier {
  publish(channel: string, payload: string): Promise<void>;
  /**
   * Subscribes a listener; the first listener on a channel opens the database LISTEN.
   * `onResumed` tells the listener that notifications may have been missed (the listening
   * connection was lost and is back), so it can catch up from durable state.
   */
  subscribe(
    channel: string,
    listener: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => void>;
  close(): Promise<void>;
}

interface ChannelListeners {
  messages: Set<(payload: string) => void>;
  resumed: Set<() => void>;
}

export function createNotifier(transport: Transport): Notifier {
  const channels = new Map<string, ChannelListeners>();
  const opened = new Map<string, Promise<Unsubscribe>>();

  return {
    publish: (channel, payload) => transport.publish(channel, payload),
    async subscribe(channel, listener, onResumed) {
      let entry = channels.get(channel);
      if (!entry) channels.set(channel, (entry = { messages: new Set(), resumed: new Set() }));
      const { messages, resumed } = entry;
      if (!opened.has(channel)) {
        opened.set(
          channel,
          transport.subscribe(
            channel,
            (payload) => {
              for (const l of channels.get(channel)?.messages ?? []) l(payload);
            },
            () => {
              for (const r of channels.get(channel)?.resumed ?? []) r();
            },
          ),
        );
      }
      try {
        await opened.get(channel);
      } catch (err) {
        // A failed LISTEN is not kept: the next subscriber tries again.
        opened.delete(channel);
        throw err;
      }
      messages.add(listener);
      if (onResumed) resumed.add(onResumed);
      return () => {
        messages.delete(listener);
        if (onResumed) resumed.delete(onResumed);
      };
    },
    async close() {
      const all = [...opened.values()];
      opened.clear();
      channels.clear();
      for (const p of all) await (await p)().catch(() => undefined);
    },
  };
}
