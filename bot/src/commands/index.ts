import { localizeCommand } from '../i18n/localize-commands';
import type { Command } from './command';
import { bankCommand } from './bank';
import { buyCommand } from './buy';
import { dutyCommand } from './duty';
import { emergencyCommand } from './emergency';
import { inventoryCommand } from './inventory';
import { lookupCommand } from './lookup';
import { resyncCommand } from './resync';
import { shopCommand } from './shop';
import { statusCommand } from './status';

/** Every slash command, by name, with its German and Spanish names and descriptions. */
export const commands: ReadonlyMap<string, Command> = new Map(
  [
    resyncCommand,
    emergencyCommand,
    statusCommand,
    dutyCommand,
    lookupCommand,
    bankCommand,
    shopCommand,
    buyCommand,
    inventoryCommand,
  ].map((command) => [
    command.definition.name,
    { ...command, definition: localizeCommand(command.definition) },
  ]),
);
