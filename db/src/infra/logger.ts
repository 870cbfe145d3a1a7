import { createRequire } from 'node:module';
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';

// pino-pretty (and its colour and date libraries) only for the readable format, which is
// development's: production writes JSON lines and does not load it.
const require = createRequire(import.meta.url);
const pretty = (options: PinoPretty.PrettyOptions) =>
  (require('pino-pretty') as typeof PinoPretty)(options);

export type { Logger };

export interface LoggerOptions {
  /** `json`: one JSON object a line (production); `pretty`: readable lines (development). */
  format: 'json' | 'pretty';
  level?: string;
  /** Values that must never reach a log line (tokens, secrets, webhook URLs). */
  secrets?: (string | undefined)[];
  /** Where lines go; standard output by default. */
  destination?: DestinationStream;
}

const REDACTED = '[redacted]';

/**
 * Patterns scrubbed from every line whatever wrote it, besides the configured secrets: a
 * webhook URL carries its own token, a bot token or session cookie may sit in a header an
 * error message quotes, and an OAuth code or state in a quoted URL.
 */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/(\/webhooks\/\d+\/)[\w-]+/g, `$1${REDACTED}`],
  [/\b(Bot|Bearer)\s+[\w.-]{20,}/g, `$1 ${REDACTED}`],
  [/(tenfour_[a-z]+=)[^;\s"',]+/g, `$1${REDACTED}`],
  [
    /(\b(?:code|state|token|access_token|refresh_token|client_secret)=)[^&;\s"',]+/g,
    `$1${REDACTED}`,
  ],
];

export function scrubSecrets(line: string, secrets: readonly string[]): string {
  let out = line;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/**
 * The process's logger (pino). Every line passes through the secret scrubber just before it
 * is written, so no code path, ours or a library's error message, can leak one.
 */
export function createLogger(options: LoggerOptions): Logger {
  // Short values could match ordinary text; every real secret is much longer.
  const secrets = (options.secrets ?? []).filter((s): s is string => !!s && s.length >= 8);
  const destination =
    options.destination ??
    (options.format === 'pretty'
      ? pretty({ sync: true, ignore: 'pid,hostname', translateTime: 'HH:MM:ss.l' })
      : pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: options.level ?? 'info',
      base: options.format === 'json' ? { pid: process.pid } : undefined,
      hooks: { streamWrite: (line) => scrubSecrets(line, secrets) },
      serializers: { err: errorFields },
    },
    destination,
  );
}

/**
 * The fields of an error worth a line: never the whole object, whose properties may hold a
 * query's parameters or a request's headers.
 */
export function errorFields(err: unknown) {
  if (!(err instanceof Error)) return { message: String(err) };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: err.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: err.stack,
  };
}

/**
 * Sends console output through the logger, so lines written by code that predates it (and by
 * libraries) are structured and scrubbed too.
 */
export function routeConsoleTo(logger: Logger): void {
  const route =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      const rest = args.filter((a) => a !== err);
      if (err) logger[level]({ err }, format(...rest));
      else logger[level](format(...rest));
    };
  console.log = route('info');
  console.info = route('info');
  console.warn = route('warn');
  console.error = route('error');
}
