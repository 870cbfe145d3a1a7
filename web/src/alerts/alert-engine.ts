import type { AlertKind } from '@tenfour/db/browser';

/** One tone of a pattern: pitch in Hz, when it starts and how long it lasts (seconds). */
interface Tone {
  hz: number;
  at: number;
  for: number;
  wave?: OscillatorType;
}

/**
 * Each kind's pattern, generated here rather than shipped as sound files: distinct enough to
 * tell apart without looking (panic and signal 100 are long and urgent, a note is one soft blip).
 */
const PATTERNS: Record<AlertKind, Tone[]> = {
  'call.new': [
    { hz: 660, at: 0, for: 0.15 },
    { hz: 880, at: 0.2, for: 0.15 },
  ],
  'call.911': [
    { hz: 960, at: 0, for: 0.2, wave: 'square' },
    { hz: 960, at: 0.3, for: 0.2, wave: 'square' },
    { hz: 960, at: 0.6, for: 0.2, wave: 'square' },
  ],
  assigned: [
    { hz: 523, at: 0, for: 0.12 },
    { hz: 659, at: 0.14, for: 0.12 },
    { hz: 784, at: 0.28, for: 0.2 },
  ],
  'call.note': [{ hz: 740, at: 0, for: 0.1 }],
  panic: [0, 0.25, 0.5, 0.75, 1, 1.25].map((at, i) => ({
    hz: i % 2 ? 700 : 1200,
    at,
    for: 0.22,
    wave: 'sawtooth' as const,
  })),
  bolo: [
    { hz: 440, at: 0, for: 0.25, wave: 'triangle' },
    { hz: 440, at: 0.35, for: 0.25, wave: 'triangle' },
  ],
  signal100: [
    { hz: 1000, at: 0, for: 0.6, wave: 'square' },
    { hz: 1000, at: 0.8, for: 0.6, wave: 'square' },
  ],
  // Two-tone alerting as fire stations know it: a long low then a long high.
  tone: [
    { hz: 853, at: 0, for: 0.5, wave: 'triangle' },
    { hz: 960, at: 0.55, for: 0.8, wave: 'triangle' },
  ],
};

/** A new call's tone by priority (1 most urgent, 3 least): higher pitch, more urgent. */
function priorityPitch(priority = 2): number {
  if (priority <= 1) return 1.33;
  if (priority >= 3) return 0.8;
  return 1;
}

export interface PlayedAlert {
  kind: AlertKind;
  at: number;
}

declare global {
  interface Window {
    /** Every alert the page was asked to play and allowed by the settings (browser tests read it). */
    __tenfourAlerts?: PlayedAlert[];
  }
}

type Listener = () => void;

/**
 * The page's one AudioContext. Browsers start it suspended until the member interacts with the
 * page; `state` lets the UI offer a tap that resumes it.
 */
class AlertEngine {
  private context: AudioContext | null = null;
  private listeners = new Set<Listener>();
  /** How many mounted screens play alerts: the enable prompt shows only while one does. */
  private screens = 0;

  private audio(): AudioContext | null {
    if (this.context) return this.context;
    if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
    this.context = new AudioContext();
    this.context.onstatechange = () => this.listeners.forEach((l) => l());
    return this.context;
  }

  /** 'running' once sound may play; 'suspended' until a gesture; 'unavailable' without Web Audio. */
  get state(): AudioContextState | 'unavailable' {
    return this.audio()?.state ?? 'unavailable';
  }

  get wanted(): boolean {
    return this.screens > 0;
  }

  /** A screen that plays alerts is mounted; the returned function says it has gone. */
  want(): () => void {
    this.screens += 1;
    this.listeners.forEach((l) => l());
    return () => {
      this.screens -= 1;
      this.listeners.forEach((l) => l());
    };
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Must run inside a click or key handler: that is what browsers accept as permission. */
  async unlock(): Promise<void> {
    await this.audio()?.resume();
    this.listeners.forEach((l) => l());
  }

  /**
   * Plays the kind at this volume (0–100). It is recorded even while audio is still blocked, so
   * what the member would have heard can be checked.
   */
  play(kind: AlertKind, volume: number, priority?: number): void {
    window.__tenfourAlerts ??= [];
    window.__tenfourAlerts.push({ kind, at: Date.now() });
    const audio = this.audio();
    if (!audio || audio.state !== 'running' || volume <= 0) return;
    const start = audio.currentTime + 0.02;
    const gain = (volume / 100) * 0.3;
    const pitch = kind === 'call.new' ? priorityPitch(priority) : 1;
    for (const tone of PATTERNS[kind]) {
      const osc = audio.createOscillator();
      const envelope = audio.createGain();
      osc.type = tone.wave ?? 'sine';
      osc.frequency.value = tone.hz * pitch;
      // A short ramp in and out: a hard edge clicks.
      envelope.gain.setValueAtTime(0, start + tone.at);
      envelope.gain.linearRampToValueAtTime(gain, start + tone.at + 0.01);
      envelope.gain.linearRampToValueAtTime(0, start + tone.at + tone.for);
      osc.connect(envelope).connect(audio.destination);
      osc.start(start + tone.at);
      osc.stop(start + tone.at + tone.for + 0.02);
    }
  }
}

export const alertEngine = new AlertEngine();
