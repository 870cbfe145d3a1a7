import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import { ConfigError, loadConfig, type Config } from '@tenfour/db';
import { commands } from './commands';
import { restRoot } from './rest';

/**
 * Registers the slash commands as guild commands of the configured server (they appear at
 * once, unlike global commands). Re-running replaces the set, so it is safe to repeat.
 */
export async function registerCommands(config: Config): Promise<string[]> {
  const token = config.discord.botToken;
  const oauth = config.discord.oauth;
  if (!token || !oauth) {
    throw new ConfigError([
      'DISCORD_BOT_TOKEN, DISCORD_CLIENT_ID and DISCORD_GUILD_ID are required to register commands',
    ]);
  }
  const rest = new REST({ api: restRoot(config.discord.apiBase), version: '10' }).setToken(token);
  const body = [...commands.values()].map((command) => command.definition);
  const registered = (await rest.put(
    Routes.applicationGuildCommands(oauth.clientId, oauth.guildId),
    { body },
  )) as { name: string }[];
  return registered.map((command) => command.name);
}

/** What `npm run bot:register` prints: each command, what it does and who may use it. */
export function describeCommands(names: string[]): string {
  const lines = names.map((name) => {
    const command = commands.get(name);
    const subcommands = (command?.definition.options ?? [])
      .filter((o) => o.type === 1)
      .map((o) => o.name);
    const usage = subcommands.length ? `/${name} ${subcommands.join('|')}` : `/${name}`;
    return `  ${usage} — ${command?.definition.description ?? ''} (${command?.permission ?? 'unknown'})`;
  });
  return [`Registered ${names.length} guild commands:`, ...lines].join('\n');
}

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    const names = await registerCommands(loadConfig(process.env));
    console.log(describeCommands(names));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

// Run as a script (`npm run bot:register`), not when imported by a test.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
