import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { discordLimitViolations } from '../discord/limits';

/**
 * A local stand-in for Discord's HTTP API and OAuth pages, for tests and the browser suite:
 * OAuth authorize/token, users/@me, guild members (and their roles), DM channels, messages,
 * webhooks and interaction callbacks. It records every request and can fail on demand.
 */

export interface FakeUser {
  id: string;
  username: string;
  discriminator?: string;
  avatar?: string | null;
  roles?: string[];
  /** Not a member of the guild: the member endpoints answer 404. */
  outsideGuild?: boolean;
  /** Refuses DMs: messages to their DM channel answer 403 (Discord code 50007). */
  blocksDms?: boolean;
}

/** A role of the fake guild, as Discord returns it (`color` an integer, 0: none). */
export interface FakeRole {
  id: string;
  name: string;
  color: number;
  position: number;
  managed?: boolean;
  /** Discord's permission bits as a decimal string; none when left out. */
  permissions?: string;
}

/** The bot's own user: what the bot token signs in as. */
export const FAKE_BOT_USER_ID = '700000000000000001';

/**
 * The fake guild's roles: named and coloured, with the ids the API and bot tests configure
 * (TEST_ROLES), two more nobody maps, and a bot's managed role.
 */
export const FAKE_GUILD_ROLES: readonly FakeRole[] = [
  { id: 'role-judge', name: 'Judge', color: 0x34495e, position: 12 },
  { id: 'role-admin', name: 'Staff', color: 0xe74c3c, position: 11 },
  { id: 'role-dispatch', name: 'Dispatch', color: 0xf1c40f, position: 10 },
  { id: 'role-pso', name: 'Public Safety', color: 0x3498db, position: 9 },
  { id: 'role-safr', name: 'SA Fire Rescue', color: 0xe67e22, position: 8 },
  { id: 'role-highway', name: 'Highway Patrol', color: 0x1abc9c, position: 7 },
  { id: 'role-license-a', name: 'Class A CDL', color: 0x9b59b6, position: 6 },
  { id: 'role-license-b', name: 'Class B CDL', color: 0x8e44ad, position: 5 },
  { id: 'role-license-m', name: 'Motorcycle License', color: 0x2ecc71, position: 4 },
  { id: 'role-license-c', name: 'Drivers License', color: 0x27ae60, position: 3 },
  { id: 'role-member', name: 'Member', color: 0, position: 2 },
  // View Channels, Send Messages and Embed Links: what the bot needs (docs/discord-setup.md).
  {
    id: 'role-tenfour-bot',
    name: 'TenFour',
    color: 0,
    position: 1,
    managed: true,
    permissions: '19456',
  },
];

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  at: number;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Failure {
  method?: string | undefined;
  path: RegExp;
  response: FakeResponse;
  remaining: number;
}

export interface FakeMessage {
  id: string;
  channelId: string;
  body: Record<string, unknown>;
  edits: Record<string, unknown>[];
}

/** A message the bot sent, as the fake Discord recorded it: embeds and rows of buttons. */
export interface SentEmbed {
  title: string;
  description?: string;
  color: number;
  fields: { name: string; value: string }[];
  footer?: { text: string };
}
export interface SentButton {
  type: number;
  style: number;
  label: string;
  custom_id: string;
  disabled?: boolean;
}
export interface SentMessage {
  embeds: SentEmbed[];
  components: { type: number; components: SentButton[] }[];
}

export interface FakeDiscord {
  url: string;
  apiBase: string;
  authorizeUrl: string;
  guildId: string;
  clientId: string;
  clientSecret: string;
  requests: RecordedRequest[];
  messages: FakeMessage[];
  webhookPosts: { webhookId: string; token: string; body: Record<string, unknown> }[];
  addUser(user: FakeUser): void;
  setRoles(userId: string, roles: string[]): void;
  /** The member's roles as the fake guild holds them now. */
  rolesOf(userId: string): string[];
  /** The guild's roles (FAKE_GUILD_ROLES until set); @everyone is added like Discord does. */
  guildRoles: FakeRole[];
  /** Whether the bot has been added to the guild (true until a test says otherwise). */
  botInGuild: boolean;
  /** The member the authorize page signs in as (Discord would ask who is at the keyboard). */
  authorizeAs(userId: string): void;
  /** The next `times` requests matching `path` answer `response` instead. */
  failNext(
    path: RegExp,
    response: FakeResponse,
    options?: { times?: number; method?: string },
  ): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeDiscord(
  options: { guildId?: string; clientId?: string; clientSecret?: string } = {},
): Promise<FakeDiscord> {
  const guildId = options.guildId ?? '900000000000000000';
  const clientId = options.clientId ?? '800000000000000000';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const users = new Map<string, FakeUser>();
  const codes = new Map<string, { userId: string; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  const failures: Failure[] = [];
  let authorizeUserId: string | undefined;
  let nextId = 1_000_000;
  const snowflake = () => String(BigInt(Date.now()) * 4_194_304n + BigInt(nextId++));

  const fake: FakeDiscord = {
    url: '',
    apiBase: '',
    authorizeUrl: '',
    guildId,
    clientId,
    clientSecret,
    requests: [],
    messages: [],
    webhookPosts: [],
    guildRoles: FAKE_GUILD_ROLES.map((r) => ({ ...r })),
    botInGuild: true,
    addUser(user) {
      users.set(user.id, user);
      authorizeUserId ??= user.id;
    },
    setRoles(userId, roles) {
      const user = users.get(userId);
      if (!user) throw new Error(`fake Discord has no user ${userId}`);
      user.roles = roles;
    },
    rolesOf(userId) {
      return [...(users.get(userId)?.roles ?? [])];
    },
    authorizeAs(userId) {
      authorizeUserId = userId;
    },
    failNext(path, response, opts = {}) {
      failures.push({ path, response, remaining: opts.times ?? 1, method: opts.method });
    },
    reset() {
      fake.requests.length = 0;
      fake.messages.length = 0;
      fake.webhookPosts.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const send = (res: ServerResponse, r: FakeResponse) => {
    // Like Discord, an empty answer (204) carries no JSON content type.
    const type = r.body === undefined ? {} : { 'content-type': 'application/json' };
    res.writeHead(r.status, { ...type, ...r.headers });
    res.end(r.body === undefined ? '' : JSON.stringify(r.body));
  };
  const bearerUser = (req: IncomingMessage) => {
    const auth = req.headers.authorization ?? '';
    const id = auth.startsWith('Bearer ') ? tokens.get(auth.slice(7)) : undefined;
    return id ? users.get(id) : undefined;
  };
  const isBot = (req: IncomingMessage) => (req.headers.authorization ?? '').startsWith('Bot ');
  const member = (u: FakeUser) => ({
    user: {
      id: u.id,
      username: u.username,
      discriminator: u.discriminator ?? '0',
      avatar: u.avatar ?? null,
    },
    roles: u.roles ?? [],
    joined_at: new Date(0).toISOString(),
  });
  const userJson = (u: FakeUser) => ({
    id: u.id,
    username: u.username,
    discriminator: u.discriminator ?? '0',
    avatar: u.avatar ?? null,
    global_name: u.username,
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = raw;
    const type = req.headers['content-type'] ?? '';
    if (type.includes('application/json') && raw) body = JSON.parse(raw);
    else if (type.includes('application/x-www-form-urlencoded')) {
      body = Object.fromEntries(new URLSearchParams(raw));
    }
    const method = req.method ?? 'GET';
    const path = url.pathname;
    fake.requests.push({
      method,
      path,
      query: url.searchParams,
      headers: req.headers,
      body,
      at: Date.now(),
    });

    const failure = failures.find((f) => f.path.test(path) && (!f.method || f.method === method));
    if (failure) {
      failure.remaining -= 1;
      if (failure.remaining <= 0) failures.splice(failures.indexOf(failure), 1);
      if (failure.response.status === 0) {
        req.socket.destroy();
        return;
      }
      return send(res, failure.response);
    }

    const b = (body ?? {}) as Record<string, string> & Record<string, unknown>;
    let m: RegExpMatchArray | null;

    // Like Discord, a message over any of its limits is refused whole.
    const sendsMessage =
      (method === 'POST' || method === 'PATCH') &&
      /\/(messages|webhooks\/[^/]+\/[^/]+|callback)(\/[^/]+)?$/.test(path);
    if (sendsMessage && typeof body === 'object' && body) {
      const message = path.endsWith('/callback') ? (b.data as object | undefined) : b;
      const problems = message ? discordLimitViolations(message) : [];
      if (problems.length) {
        return send(res, {
          status: 400,
          body: { code: 50035, message: 'Invalid Form Body', errors: problems },
        });
      }
    }

    if (method === 'GET' && path === '/oauth2/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      if (url.searchParams.get('client_id') !== clientId || !authorizeUserId) {
        return send(res, { status: 400, body: { error: 'invalid_client' } });
      }
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        userId: authorizeUserId,
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri,
      });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', state);
      res.writeHead(302, { location: target.toString() });
      return res.end();
    }
    if (method === 'POST' && path === '/api/v10/oauth2/token') {
      const grant = codes.get(b.code ?? '');
      const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
      const verifier = b.code_verifier ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        req.headers.authorization !== `Basic ${basic}` ||
        !grant ||
        grant.challenge !== challenge ||
        grant.redirectUri !== b.redirect_uri
      ) {
        return send(res, { status: 400, body: { error: 'invalid_grant' } });
      }
      codes.delete(b.code ?? '');
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.userId);
      return send(res, {
        status: 200,
        body: {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 604800,
          refresh_token: randomBytes(16).toString('hex'),
          scope: 'identify guilds.members.read',
        },
      });
    }
    if (method === 'GET' && path === '/api/v10/users/@me' && isBot(req)) {
      const body = { id: FAKE_BOT_USER_ID, username: 'TenFour', discriminator: '0', bot: true };
      return send(res, { status: 200, body });
    }
    if (method === 'GET' && path === '/api/v10/users/@me') {
      const user = bearerUser(req);
      return user
        ? send(res, { status: 200, body: userJson(user) })
        : send(res, { status: 401, body: { code: 0, message: '401: Unauthorized' } });
    }
    if (method === 'GET' && (m = path.match(/^\/api\/v10\/users\/@me\/guilds\/(\d+)\/member$/))) {
      const user = bearerUser(req);
      if (!user) return send(res, { status: 401, body: { code: 0, message: '401: Unauthorized' } });
      if (m[1] !== guildId || user.outsideGuild)
        return send(res, { status: 404, body: { code: 10004, message: 'Unknown Guild' } });
      return send(res, { status: 200, body: member(user) });
    }
    if (method === 'GET' && (m = path.match(/^\/api\/v10\/guilds\/(\d+)\/roles$/))) {
      if (!isBot(req))
        return send(res, { status: 401, body: { code: 0, message: '401: Unauthorized' } });
      if (m[1] !== guildId)
        return send(res, { status: 404, body: { code: 10004, message: 'Unknown Guild' } });
      const everyone = { id: guildId, name: '@everyone', color: 0, position: 0, permissions: '0' };
      return send(res, { status: 200, body: [everyone, ...fake.guildRoles] });
    }
    if (method === 'GET' && (m = path.match(/^\/api\/v10\/guilds\/(\d+)\/members$/))) {
      if (!isBot(req))
        return send(res, { status: 401, body: { code: 0, message: '401: Unauthorized' } });
      if (m[1] !== guildId)
        return send(res, { status: 404, body: { code: 10004, message: 'Unknown Guild' } });
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 1), 1000);
      const after = BigInt(url.searchParams.get('after') ?? '0');
      const page = [...users.values()]
        .filter((u) => !u.outsideGuild && /^\d+$/.test(u.id) && BigInt(u.id) > after)
        .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
        .slice(0, limit);
      return send(res, { status: 200, body: page.map(member) });
    }
    if (method === 'GET' && (m = path.match(/^\/api\/v10\/guilds\/(\d+)\/members\/(\d+)$/))) {
      if (!isBot(req))
        return send(res, { status: 401, body: { code: 0, message: '401: Unauthorized' } });
      if (m[1] === guildId && m[2] === FAKE_BOT_USER_ID && fake.botInGuild) {
        const bot = { id: FAKE_BOT_USER_ID, username: 'TenFour', roles: ['role-tenfour-bot'] };
        return send(res, { status: 200, body: member(bot) });
      }
      const user = users.get(m[2] ?? '');
      if (m[1] !== guildId || !user || user.outsideGuild)
        return send(res, { status: 404, body: { code: 10007, message: 'Unknown Member' } });
      return send(res, { status: 200, body: member(user) });
    }
    if (method === 'POST' && path === '/api/v10/users/@me/channels') {
      if (!isBot(req))
        return send(res, { status: 401, body: { code: 0, message: '401: Unauthorized' } });
      const recipient = String(b.recipient_id ?? '');
      if (!users.has(recipient))
        return send(res, { status: 400, body: { code: 50033, message: 'Invalid Recipient(s)' } });
      return send(res, {
        status: 200,
        body: { id: `dm${recipient}`, type: 1, recipients: [userJson(users.get(recipient)!)] },
      });
    }
    if (method === 'POST' && (m = path.match(/^\/api\/v10\/channels\/([^/]+)\/messages$/))) {
      const channelId = m[1] ?? '';
      const recipient = channelId.startsWith('dm') ? users.get(channelId.slice(2)) : undefined;
      if (recipient?.blocksDms) {
        return send(res, {
          status: 403,
          body: { code: 50007, message: 'Cannot send messages to this user' },
        });
      }
      const message = { id: snowflake(), channelId, body: b, edits: [] };
      fake.messages.push(message);
      return send(res, { status: 200, body: { id: message.id, channel_id: channelId, ...b } });
    }
    if (
      method === 'PATCH' &&
      (m = path.match(/^\/api\/v10\/channels\/([^/]+)\/messages\/([^/]+)$/))
    ) {
      const message = fake.messages.find((x) => x.id === m![2]);
      if (!message)
        return send(res, { status: 404, body: { code: 10008, message: 'Unknown Message' } });
      message.edits.push(b);
      return send(res, {
        status: 200,
        body: { id: message.id, channel_id: message.channelId, ...message.body, ...b },
      });
    }
    if (method === 'POST' && (m = path.match(/^\/api\/v10\/webhooks\/([^/]+)\/([^/]+)$/))) {
      if (m[1] === 'unknown')
        return send(res, { status: 404, body: { code: 10015, message: 'Unknown Webhook' } });
      fake.webhookPosts.push({ webhookId: m[1] ?? '', token: m[2] ?? '', body: b });
      return url.searchParams.get('wait') === 'true'
        ? send(res, { status: 200, body: { id: snowflake(), ...b } })
        : send(res, { status: 204 });
    }
    if (method === 'PATCH' && /^\/api\/v10\/webhooks\/[^/]+\/[^/]+\/messages\/[^/]+$/.test(path)) {
      return send(res, { status: 200, body: { id: snowflake(), ...b } });
    }
    if (method === 'POST' && /^\/api\/v10\/interactions\/[^/]+\/[^/]+\/callback$/.test(path)) {
      return send(res, { status: 204 });
    }
    if (
      (method === 'PUT' || method === 'DELETE') &&
      (m = path.match(/^\/api\/v10\/guilds\/(\d+)\/members\/(\d+)\/roles\/([^/]+)$/))
    ) {
      if (!isBot(req))
        return send(res, { status: 401, body: { code: 0, message: '401: Unauthorized' } });
      const user = users.get(m[2] ?? '');
      if (m[1] !== guildId || !user || user.outsideGuild)
        return send(res, { status: 404, body: { code: 10007, message: 'Unknown Member' } });
      const roleId = m[3] ?? '';
      if (!fake.guildRoles.some((r) => r.id === roleId))
        return send(res, { status: 404, body: { code: 10011, message: 'Unknown Role' } });
      const roles = (user.roles ?? []).filter((r) => r !== roleId);
      user.roles = method === 'PUT' ? [...roles, roleId] : roles;
      return send(res, { status: 204 });
    }
    if (
      method === 'PUT' &&
      /^\/api\/v10\/applications\/[^/]+\/(guilds\/[^/]+\/)?commands$/.test(path)
    ) {
      return send(res, { status: 200, body: Array.isArray(body) ? body : [] });
    }
    return send(res, {
      status: 404,
      body: { code: 0, message: `fake Discord: no route ${method} ${path}` },
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      send(res, { status: 500, body: { message: String(err) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.apiBase = `${fake.url}/api/v10`;
  fake.authorizeUrl = `${fake.url}/oauth2/authorize`;
  return fake;
}
