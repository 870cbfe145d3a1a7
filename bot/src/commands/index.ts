import { localizeCommand } from '../i18n/localize-commands';
import type { Command } from './command';
import { bankCommand } from './bank';
import { dutyCommand } from './duty';
import { emergencyCommand } from './emergency';
import { lookupCommand } from './lookup';
import { resyncCommand } from './resync';
import { statusCommand } from './status';

/** Every slash command, by name, with its German and Spanish names and descriptions. */
export const commands: ReadonlyMap<string, Command> = new Map(
  [resyncCommand, emergencyCommand, statusCommand, dutyCommand, lookupCommand, bankCommand].map(
    (command) => [
      command.definition.name,
      { ...command, definition: localizeCommand(command.definition) },
    ],
  ),
);
