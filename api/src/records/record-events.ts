import type { Notifier } from '@tenfour/db';
import { RECORD_EVENTS_CHANNEL, type RecordEvent } from '@tenfour/db/records';

type Listener = (event: RecordEvent) => void;

/**
 * One LISTEN per process on the record events, fanned out in memory to the open streams of
 * the member each event names.
 */
export class RecordEventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly closers = new Set<() => void>();
  private listening: Promise<unknown> | undefined;

  constructor(private readonly notifier: Notifier) {}

  /**
   * Delivers the member's record events to `listener` once LISTEN is active. `onClose` runs
   * when events may have been missed (the listening connection was lost and is back) or the
   * process is stopping: the stream ends, and the page reconnects and reads its records again.
   */
  async subscribe(discordId: string, listener: Listener, onClose: () => void) {
    this.listening ??= this.notifier
      .subscribe(
        RECORD_EVENTS_CHANNEL,
        (payload) => this.receive(payload),
        () => this.closeStreams(),
      )
      .catch((err: unknown) => {
        this.listening = undefined;
        throw err;
      });
    await this.listening;
    let set = this.listeners.get(discordId);
    if (!set) this.listeners.set(discordId, (set = new Set()));
    set.add(listener);
    this.closers.add(onClose);
    return () => {
      set.delete(listener);
      if (!set.size && this.listeners.get(discordId) === set) this.listeners.delete(discordId);
      this.closers.delete(onClose);
    };
  }

  closeStreams(): void {
    for (const close of [...this.closers]) close();
  }

  private receive(payload: string) {
    let event: RecordEvent;
    try {
      event = JSON.parse(payload) as RecordEvent;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(event.discordId) ?? []) listener(event);
  }
}

const hubs = new WeakMap<Notifier, RecordEventHub>();

/** The record event hub of this database connection (apps sharing a connection share it). */
export function recordEventHub(notifier: Notifier): RecordEventHub {
  let hub = hubs.get(notifier);
  if (!hub) hubs.set(notifier, (hub = new RecordEventHub(notifier)));
  return hub;
}
