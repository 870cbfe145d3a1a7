import type { Command } from './command';
import { dutyCommand } from './duty';
import { resyncCommand } from './resync';
import { statusCommand } from './status';

/** Every slash command, by name. */
export const commands: ReadonlyMap<string, Command> = new Map(
  [resyncCommand, statusCommand, dutyCommand].map((command) => [command.definition.name, command]),
);
