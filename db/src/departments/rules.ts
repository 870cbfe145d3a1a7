import type { DepartmentService } from '../schema/departments';

// What a department's settings may be: the API's schemas and the web's form hold to these.

export const DEPARTMENT_SERVICES = ['police', 'fire', 'ems'] as const satisfies DepartmentService[];
export const DEPARTMENT_NAME_MAX = 80;
export const DEPARTMENT_SHORT_NAME_MAX = 16;
export const DEPARTMENT_PLATFORM_MAX = 32;
export const CALLSIGN_PATTERN_MAX = 32;
export const DIVISION_NAME_MAX = 60;
export const RANK_NAME_MAX = 60;

/** `{n}`, the member's number within the department, appears exactly once in a pattern. */
export const CALLSIGN_NUMBER = '{n}';

/** 1–32 letters, digits, hyphens and spaces around exactly one `{n}`: `1-ADAM-{n}`. */
export function isCallsignPattern(pattern: string): boolean {
  if (pattern.length < 1 || pattern.length > CALLSIGN_PATTERN_MAX) return false;
  const parts = pattern.split(CALLSIGN_NUMBER);
  return parts.length === 2 && parts.every((part) => /^[\p{L}\p{N} -]*$/u.test(part));
}

// Discord's own hosts only: a webhook elsewhere would hand the channel's posts to a stranger.
const DISCORD_WEBHOOK =
  /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api(?:\/v\d+)?\/webhooks\/\d{1,30}\/[\w-]{1,200}\/?$/;

/** https://discord.com/api/webhooks/<id>/<token> (discordapp.com, ptb and canary too). */
export function isDiscordWebhookUrl(url: string): boolean {
  return DISCORD_WEBHOOK.test(url);
}

/** The channels a department posts to: reports, and new 911 calls. */
export const WEBHOOK_CHANNELS = ['report', 'dispatch'] as const;
export type WebhookChannel = (typeof WEBHOOK_CHANNELS)[number];

/** A stable id from the short name: 'BCSO' → 'bcso', then 'bcso-2' if taken. */
export function departmentSlug(shortName: string, taken: readonly string[]): string {
  const base =
    shortName
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 24)
      .replace(/-+$/, '') || 'department';
  const used = new Set(taken.map((id) => id.toLowerCase()));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
