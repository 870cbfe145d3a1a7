import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  generateCodeVerifier,
  generateState,
} from 'arctic';
import type { Config, DiscordProfile } from '@tenfour/db';
import { appError } from '../errors';

// identify: the member's name and avatar; guilds.members.read: their roles in our guild.
const SCOPES = ['identify', 'guilds.members.read'];

type OAuthConfig = NonNullable<Config['discord']['oauth']>;

function client(config: Config, oauth: OAuthConfig) {
  const redirect = new URL('/auth/discord/callback', config.publicUrl).toString();
  return new OAuth2Client(oauth.clientId, oauth.clientSecret, redirect);
}

export function startAuthorization(config: Config, oauth: OAuthConfig) {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = client(config, oauth).createAuthorizationURLWithPKCE(
    config.discord.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    SCOPES,
  );
  return { url, state, codeVerifier };
}

/** Exchanges the code and reads the member's profile and guild roles. */
export async function completeAuthorization(
  config: Config,
  oauth: OAuthConfig,
  code: string,
  codeVerifier: string,
): Promise<DiscordProfile> {
  let accessToken: string;
  try {
    const tokens = await client(config, oauth).validateAuthorizationCode(
      `${config.discord.apiBase}/oauth2/token`,
      code,
      codeVerifier,
    );
    accessToken = tokens.accessToken();
  } catch (err) {
    if (err instanceof OAuth2RequestError) {
      throw appError(400, 'auth.codeRefused');
    }
    if (!(err instanceof ArcticFetchError)) console.error('Discord token exchange failed:', err);
    throw appError(502, 'auth.discordDown');
  }

  const user = await discordGet<{
    id: string;
    username: string;
    discriminator?: string;
    avatar?: string | null;
  }>(config, accessToken, '/users/@me');
  if (!user.ok) throw appError(502, 'auth.discordDown');

  const member = await discordGet<{ roles?: string[] }>(
    config,
    accessToken,
    `/users/@me/guilds/${oauth.guildId}/member`,
  );
  if (member.status === 404) {
    throw appError(403, 'auth.notGuildMember');
  }
  if (!member.ok) throw appError(502, 'auth.discordDown');

  return {
    discordId: user.body.id,
    username: user.body.username,
    discriminator: user.body.discriminator ?? '0',
    avatar: user.body.avatar ?? null,
    roles: member.body.roles ?? [],
  };
}

async function discordGet<T>(
  config: Config,
  accessToken: string,
  path: string,
): Promise<{ ok: true; status: number; body: T } | { ok: false; status: number }> {
  try {
    const res = await fetch(`${config.discord.apiBase}${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) return { ok: false, status: res.status };
    return { ok: true, status: res.status, body: (await res.json()) as T };
  } catch {
    return { ok: false, status: 0 };
  }
}
