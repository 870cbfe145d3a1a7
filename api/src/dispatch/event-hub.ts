import type { Kysely } from 'kysely';
import type { Database, Department, Notifier } from '@tenfour/db';
import {
  DISPATCH_CHANNEL,
  findEvent,
  type DispatchEvent,
  type EventNotice,
} from '@tenfour/db/dispatch';
import { sseFrame } from '../lib/sse';

type Listener = (event: DispatchEvent) => void;

/** Listeners of every department's events; no department id can be '*'. */
const EVERY_DEPARTMENT = '*';
type GapListener = () => void;

/**
 * One LISTEN per process, fanned out in memory to every open event stream of a department.
 * Notices are handled one at a time so events reach listeners in commit order even when a
 * large one has to be fetched by id.
 */
export class EventHub {
  private readonly listeners = new Map<Department, Set<Listener>>();
  private readonly gapListeners = new Set<GapListener>();
  private listening: Promise<unknown> | undefined;
  private chain: Promise<void> = Promise.resolve();
  // Each event is serialised once per process, however many streams it goes to.
  private readonly frames = new WeakMap<DispatchEvent, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly notifier: Notifier,
  ) {}

  /**
   * Starts delivering the department's events to `listener`; resolves once LISTEN is active.
   * `onGap` runs when the listening connection was lost and is back: events may have been
   * missed, so the subscriber should resume from the event log.
   */
  async subscribe(
    department: Department,
    listener: Listener,
    onGap?: GapListener,
  ): Promise<() => void> {
    this.listening ??= this.notifier
      .subscribe(
        DISPATCH_CHANNEL,
        (payload) => this.receive(payload),
        () => {
          for (const gap of [...this.gapListeners]) gap();
        },
      )
      .catch((err: unknown) => {
        this.listening = undefined;
        throw err;
      });
    await this.listening;
    let set = this.listeners.get(department);
    if (!set) this.listeners.set(department, (set = new Set()));
    set.add(listener);
    if (onGap) this.gapListeners.add(onGap);
    return () => {
      set.delete(listener);
      if (onGap) this.gapListeners.delete(onGap);
    };
  }

  /** As `subscribe`, for the events of every department, those created later included. */
  subscribeAll(listener: Listener, onGap?: GapListener): Promise<() => void> {
    return this.subscribe(EVERY_DEPARTMENT, listener, onGap);
  }

  /**
   * Ends every open stream (the process is shutting down); browsers reconnect to another
   * process with Last-Event-ID and replay what they missed.
   */
  closeStreams(): void {
    for (const close of [...this.gapListeners]) close();
  }

  /** The event as a Server-Sent Events frame. */
  frame(event: DispatchEvent): string {
    let text = this.frames.get(event);
    if (text === undefined) {
      text = sseFrame(event.type, event.id, event.data);
      this.frames.set(event, text);
    }
    return text;
  }

  /** Open streams, for health figures and tests. */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  private receive(payload: string) {
    this.chain = this.chain
      .then(async () => {
        const notice = JSON.parse(payload) as EventNotice;
        const listeners = [
          ...(this.listeners.get(notice.department) ?? []),
          ...(this.listeners.get(EVERY_DEPARTMENT) ?? []),
        ];
        if (!listeners.length) return;
        const event = 'type' in notice ? notice : await findEvent(this.db, notice.id);
        if (!event) return;
        for (const listener of listeners) listener(event);
      })
      .catch((err: unknown) => console.error('Dispatch event delivery failed', err));
  }
}

const hubs = new WeakMap<Notifier, EventHub>();

/** The hub of this database connection (apps sharing a connection share it). */
export function eventHub(db: Kysely<Database>, notifier: Notifier): EventHub {
  let hub = hubs.get(notifier);
  if (!hub) hubs.set(notifier, (hub = new EventHub(db, notifier)));
  return hub;
}
