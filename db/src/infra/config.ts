import { z } from 'zod';
import type { LicenseType } from '../auth/permissions';
import type { RoleSeed } from '../auth/role-mapping';
import { DMV_TIME_LIMIT_MS } from '../civilians/constants';
import { RATE_LIMITS, type RateLimitPoints } from './rate-limit/kinds';

const snowflakeList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be comma-separated role ids')));
const optionalId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be a role id')
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((s) => (s ? s : undefined));
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((s) => (s ? s : undefined))
  .pipe(z.url().optional());
/** Requests allowed per window (see RATE_LIMITS); 0 turns the limit off. */
const rateLimit = (fallback: number) =>
  z.coerce.number().int().min(0).max(1_000_000).default(fallback);
const dollars = (fallback: number) => z.coerce.number().finite().nonnegative().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  APP_NAME: z.string().trim().min(1).max(60).default('TenFour'),
  BANK_NAME: z.string().trim().min(1).max(60).default('Fleeca Bank'),
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DISCORD_CLIENT_ID: optionalString,
  DISCORD_CLIENT_SECRET: optionalString,
  DISCORD_GUILD_ID: optionalString,
  DISCORD_BOT_TOKEN: optionalString,
  DISCORD_GATEWAY: z.enum(['on', 'off', '']).default('on'),
  DISCORD_PUBLIC_KEY: z
    .string()
    .trim()
    .optional()
    .transform((s) => (s ? s : undefined))
    .pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be the 64-hex-digit public key')
        .optional(),
    ),
  DISCORD_API_BASE: z.url().default('https://discord.com/api/v10'),
  DISCORD_OAUTH_AUTHORIZE_URL: z.url().default('https://discord.com/oauth2/authorize'),
  PSO_ROLE_IDS: snowflakeList,
  SAFR_ROLE_IDS: snowflakeList,
  ADMIN_ROLE_IDS: snowflakeList,
  DISPATCH_ROLE_IDS: snowflakeList,
  JUDGE_ROLE_IDS: snowflakeList,
  XBOX_PSO_ROLE_IDS: snowflakeList,
  PLAYSTATION_PSO_ROLE_IDS: snowflakeList,
  XBOX_SAFR_ROLE_IDS: snowflakeList,
  PLAYSTATION_SAFR_ROLE_IDS: snowflakeList,
  LICENSE_CLASS_C_ROLE_ID: optionalId,
  LICENSE_CLASS_M_ROLE_ID: optionalId,
  LICENSE_CLASS_A_ROLE_ID: optionalId,
  LICENSE_CLASS_B_ROLE_ID: optionalId,
  XBOX_REPORT_WEBHOOK_URL: optionalUrl,
  PLAYSTATION_REPORT_WEBHOOK_URL: optionalUrl,
  XBOX_DISPATCH_WEBHOOK_URL: optionalUrl,
  PLAYSTATION_DISPATCH_WEBHOOK_URL: optionalUrl,
  BANK_STARTING_WALLET: dollars(500),
  BANK_STARTING_CHECKING: dollars(2500),
  BANK_MAX_AMOUNT: dollars(1_000_000),
  CUSTOM_OFFENSE_MAX_FINE: dollars(10_000),
  CUSTOM_OFFENSE_MAX_JAIL_MINUTES: z.coerce.number().int().nonnegative().default(600),
  MAX_CIVILIANS_PER_MEMBER: z.coerce.number().int().min(1).max(10_000).default(25),
  // Medical privacy: officers read patient care reports only when the community says so.
  PCR_VISIBLE_TO_PUBLIC_SAFETY: z
    .enum(['true', 'false', ''], "must be 'true' or 'false'")
    .default('false')
    .transform((v) => v === 'true'),
  // Empty or unset: the audit log keeps every entry.
  AUDIT_RETENTION_DAYS: z
    .string()
    .trim()
    .optional()
    .transform((s) => (s ? Number(s) : undefined))
    .pipe(z.number().int().min(1, 'must be a whole number of days (1 or more)').optional()),
  LOG_FORMAT: z.enum(['json', 'pretty', '']).default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Empty or unset: no /metrics at all.
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((s) => (s ? s : undefined))
    .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  RATE_LIMIT_SIGN_IN: rateLimit(RATE_LIMITS.sign_in.points),
  RATE_LIMIT_DEMO_SIGN_IN: rateLimit(RATE_LIMITS.demo_sign_in.points),
  RATE_LIMIT_REJECTED_INTERACTIONS: rateLimit(RATE_LIMITS.rejected_interaction.points),
  RATE_LIMIT_WRITES: rateLimit(RATE_LIMITS.write.points),
  RATE_LIMIT_DMS: rateLimit(RATE_LIMITS.dm.points),
  RATE_LIMIT_DISCORD_911: rateLimit(RATE_LIMITS.discord_911.points),
  RATE_LIMIT_DISCORD_LOOKUPS: rateLimit(RATE_LIMITS.discord_lookup.points),
  // How many proxies (load balancers) in front of the app append to X-Forwarded-For: the
  // client's address is read that many entries from the right. 0: the socket's address.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // Browser tests shorten the DMV test's 15 minutes; honoured only with NODE_ENV=test.
  DMV_TIME_LIMIT_MS: z.coerce.number().int().positive().optional(),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env;
  production: boolean;
  port: number;
  publicUrl: URL;
  appName: string;
  bankName: string;
  database: { url?: string | undefined; pgliteDir: string; poolSize: number };
  discord: {
    apiBase: string;
    authorizeUrl: string;
    /** OAuth sign-in; absent when the community has not configured Discord. */
    oauth?: { clientId: string; clientSecret: string; guildId: string } | undefined;
    botToken?: string | undefined;
    /** `npm start` connects the gateway bot (off when a separate `npm run bot` does). */
    gateway: boolean;
    publicKey?: string | undefined;
  };
  /** True when no Discord sign-in is configured outside production: demo personas sign in. */
  demoMode: boolean;
  /**
   * The environment's role ids (and, in demo mode, the demo guild's roles): they fill the role
   * mapping of a database that has never had one, and are not read afterwards.
   */
  roleSeed: RoleSeed;
  webhooks: { xbox?: string | undefined; playstation?: string | undefined };
  /** Each department's dispatch channel: new 911 calls are posted there with Respond. */
  dispatchWebhooks: { xbox?: string | undefined; playstation?: string | undefined };
  bank: { startingWalletCents: number; startingCheckingCents: number; maxAmountCents: number };
  records: { customOffenseMaxFineCents: number; customOffenseMaxJailMinutes: number };
  civilians: { maxPerMember: number };
  /** Whether officers may read patient care reports (staff and fire/rescue always may). */
  safr: { pcrVisibleToPublicSafety: boolean };
  /** The DMV test's time limit: 15 minutes except in tests. */
  dmv: { timeLimitMs: number };
  /** How long audit entries are kept (days); undefined keeps them forever. */
  audit: { retentionDays: number | undefined };
  /** JSON lines in production (and tests), readable lines in development, unless LOG_FORMAT. */
  log: { format: 'json' | 'pretty'; level: string };
  /** Bearer token of GET /metrics; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** How long a stopping process lets requests in flight finish. */
  shutdownTimeoutMs: number;
  /** Requests allowed per window, by kind (db/src/infra/rate-limit/kinds.ts); 0: no limit. */
  rateLimits: RateLimitPoints;
  /** Proxies in front of the app whose X-Forwarded-For entries are trusted. */
  trustProxyHops: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Invalid configuration (see .env.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** A role of the guild as Discord shows it. */
export interface GuildRoleInfo {
  id: string;
  name: string;
  /** '#rrggbb', or null: no colour (Discord shows the default). */
  colour: string | null;
  /** Discord's order: higher is listed first. */
  position: number;
}

/**
 * The demo guild: used only when Discord isn't configured, so the demo personas hold distinct,
 * named roles and staff can map them on /dashboard/admin/roles like a real guild's.
 */
export const DEMO_ROLES = {
  publicSafety: 'demo-public-safety',
  fireRescue: 'demo-fire-rescue',
  admin: 'demo-admin',
  dispatch: 'demo-dispatch',
  judge: 'demo-judge',
  licenses: {
    'Class C - Standard Drivers License': 'demo-license-c',
    'Class M - Motorcycle License': 'demo-license-m',
    'Class A - CDL Class A License': 'demo-license-a',
    'Class B - CDL Class B License': 'demo-license-b',
  },
} as const satisfies {
  publicSafety: string;
  fireRescue: string;
  admin: string;
  dispatch: string;
  judge: string;
  licenses: Record<LicenseType, string>;
};

export const DEMO_GUILD_ROLES: readonly GuildRoleInfo[] = [
  { id: 'demo-admin', name: 'Community Staff', colour: '#e74c3c', position: 12 },
  { id: 'demo-judge', name: 'Judge', colour: '#34495e', position: 13 },
  { id: 'demo-dispatch', name: 'Dispatch', colour: '#f1c40f', position: 11 },
  { id: 'demo-public-safety', name: 'Public Safety', colour: '#3498db', position: 10 },
  { id: 'demo-fire-rescue', name: 'SA Fire Rescue', colour: '#e67e22', position: 9 },
  { id: 'demo-sheriff', name: 'Sheriff’s Deputy', colour: '#a0522d', position: 8 },
  { id: 'demo-highway', name: 'Highway Patrol', colour: '#1abc9c', position: 7 },
  { id: 'demo-license-a', name: 'Class A CDL', colour: '#9b59b6', position: 6 },
  { id: 'demo-license-b', name: 'Class B CDL', colour: '#8e44ad', position: 5 },
  { id: 'demo-license-m', name: 'Motorcycle License', colour: '#2ecc71', position: 4 },
  { id: 'demo-license-c', name: 'Drivers License', colour: '#27ae60', position: 3 },
  { id: 'demo-member', name: 'Member', colour: '#99aab5', position: 2 },
  { id: 'demo-visitor', name: 'Visitor', colour: null, position: 1 },
];

/** The demo guild's roles, mapped beside any the environment configures. */
export function demoRoleSeed(
  configured: RoleSeed = {
    publicSafety: [],
    fireRescue: [],
    admin: [],
    dispatch: [],
    judge: [],
    licenses: {},
    departments: {},
  },
): RoleSeed {
  return {
    publicSafety: [...configured.publicSafety, DEMO_ROLES.publicSafety],
    fireRescue: [...configured.fireRescue, DEMO_ROLES.fireRescue],
    admin: [...configured.admin, DEMO_ROLES.admin],
    dispatch: [...configured.dispatch, DEMO_ROLES.dispatch],
    judge: [...configured.judge, DEMO_ROLES.judge],
    licenses: { ...DEMO_ROLES.licenses, ...configured.licenses },
    departments: configured.departments,
    names: Object.fromEntries(DEMO_GUILD_ROLES.map((r) => [r.id, r.name])),
  };
}

/** Parses the environment once; every offending variable is named in one error. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';

  const oauthVars = ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET', 'DISCORD_GUILD_ID'] as const;
  const setOauth = oauthVars.filter((k) => env[k]);
  if (setOauth.length > 0 && setOauth.length < oauthVars.length) {
    for (const k of oauthVars.filter((k) => !env[k])) {
      problems.push(`${k}: required when ${setOauth.join(', ')} is set`);
    }
  }
  if (production && setOauth.length === 0) {
    for (const k of oauthVars) {
      problems.push(
        `${k}: required when NODE_ENV=production (demo sign-in is never offered there)`,
      );
    }
  }
  if (env.DMV_TIME_LIMIT_MS !== undefined && env.NODE_ENV !== 'test') {
    problems.push('DMV_TIME_LIMIT_MS: only for tests (NODE_ENV=test)');
  }
  if (production && !env.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required when NODE_ENV=production');
  }
  if (problems.length) throw new ConfigError(problems);

  const oauth =
    env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET && env.DISCORD_GUILD_ID
      ? {
          clientId: env.DISCORD_CLIENT_ID,
          clientSecret: env.DISCORD_CLIENT_SECRET,
          guildId: env.DISCORD_GUILD_ID,
        }
      : undefined;
  const demoMode = !oauth && !production;

  const licenses: Partial<Record<LicenseType, string>> = {};
  const licenseVars: [LicenseType, string | undefined][] = [
    ['Class C - Standard Drivers License', env.LICENSE_CLASS_C_ROLE_ID],
    ['Class M - Motorcycle License', env.LICENSE_CLASS_M_ROLE_ID],
    ['Class A - CDL Class A License', env.LICENSE_CLASS_A_ROLE_ID],
    ['Class B - CDL Class B License', env.LICENSE_CLASS_B_ROLE_ID],
  ];
  for (const [type, id] of licenseVars) if (id) licenses[type] = id;
  const configured: RoleSeed = {
    publicSafety: env.PSO_ROLE_IDS,
    fireRescue: env.SAFR_ROLE_IDS,
    admin: env.ADMIN_ROLE_IDS,
    dispatch: env.DISPATCH_ROLE_IDS,
    judge: env.JUDGE_ROLE_IDS,
    licenses,
    // The two departments every database starts with (migration 0022) keep their env roles;
    // police and fire/rescue roles of one department both admit to it.
    departments: {
      Xbox: [...env.XBOX_PSO_ROLE_IDS, ...env.XBOX_SAFR_ROLE_IDS],
      PlayStation: [...env.PLAYSTATION_PSO_ROLE_IDS, ...env.PLAYSTATION_SAFR_ROLE_IDS],
    },
  };
  const roleSeed = demoMode ? demoRoleSeed(configured) : configured;

  const cents = (dollars: number) => Math.round(dollars * 100);
  return {
    env,
    production,
    port: env.PORT,
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    appName: env.APP_NAME,
    bankName: env.BANK_NAME,
    database: {
      url: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
    },
    discord: {
      apiBase: env.DISCORD_API_BASE.replace(/\/+$/, ''),
      authorizeUrl: env.DISCORD_OAUTH_AUTHORIZE_URL,
      oauth,
      botToken: env.DISCORD_BOT_TOKEN,
      gateway: env.DISCORD_GATEWAY !== 'off',
      publicKey: env.DISCORD_PUBLIC_KEY,
    },
    demoMode,
    roleSeed,
    webhooks: {
      xbox: env.XBOX_REPORT_WEBHOOK_URL,
      playstation: env.PLAYSTATION_REPORT_WEBHOOK_URL,
    },
    dispatchWebhooks: {
      xbox: env.XBOX_DISPATCH_WEBHOOK_URL,
      playstation: env.PLAYSTATION_DISPATCH_WEBHOOK_URL,
    },
    bank: {
      startingWalletCents: cents(env.BANK_STARTING_WALLET),
      startingCheckingCents: cents(env.BANK_STARTING_CHECKING),
      maxAmountCents: cents(env.BANK_MAX_AMOUNT),
    },
    records: {
      customOffenseMaxFineCents: cents(env.CUSTOM_OFFENSE_MAX_FINE),
      customOffenseMaxJailMinutes: env.CUSTOM_OFFENSE_MAX_JAIL_MINUTES,
    },
    civilians: { maxPerMember: env.MAX_CIVILIANS_PER_MEMBER },
    safr: { pcrVisibleToPublicSafety: env.PCR_VISIBLE_TO_PUBLIC_SAFETY },
    dmv: { timeLimitMs: env.DMV_TIME_LIMIT_MS ?? DMV_TIME_LIMIT_MS },
    audit: { retentionDays: env.AUDIT_RETENTION_DAYS },
    log: {
      format: env.LOG_FORMAT || (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
      level: env.LOG_LEVEL,
    },
    metricsToken: env.METRICS_TOKEN,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    rateLimits: {
      sign_in: env.RATE_LIMIT_SIGN_IN,
      demo_sign_in: env.RATE_LIMIT_DEMO_SIGN_IN,
      rejected_interaction: env.RATE_LIMIT_REJECTED_INTERACTIONS,
      write: env.RATE_LIMIT_WRITES,
      dm: env.RATE_LIMIT_DMS,
      discord_911: env.RATE_LIMIT_DISCORD_911,
      discord_lookup: env.RATE_LIMIT_DISCORD_LOOKUPS,
    },
    trustProxyHops: env.TRUST_PROXY_HOPS,
  };
}
