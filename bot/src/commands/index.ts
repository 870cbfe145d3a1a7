import type { Command } from './command';
import { resyncCommand } from './resync';

/** Every slash command, by name. */
export const commands: ReadonlyMap<string, Command> = new Map(
  [resyncCommand].map((command) => [command.definition.name, command]),
);
