import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  type APIChatInputApplicationCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import {
  CALL_SERVICES,
  LIMITS,
  callEmergency,
  emergencyCallSchema,
  type CallService,
} from '@tenfour/db/dispatch';
import { rememberCallerReply } from '@tenfour/db/discord';
import { callerReply, findCall } from '../cad/render-call-messages';
import { say } from '../i18n/replies';
import { serviceChoiceLocalizations } from '../i18n/localize-commands';
import { ownCivilianChoices } from '../interactions/civilians';
import { departmentChoices } from '../interactions/departments';
import { requireOpenDepartment } from '@tenfour/db/departments';
import { answering, enforceLimit, loadMember } from '../interactions/member';
import { parseOptions, readOptions } from '../interactions/options';
import { departmentsOf, ephemeral, type InteractionDeps } from '../interactions/types';
import type { Command } from './command';

/** Every combination of services, as one choice each (a slash command has no multi-select). */
const SERVICE_COMBINATIONS: CallService[][] = [
  ['police'],
  ['fire'],
  ['ems'],
  ['police', 'fire'],
  ['police', 'ems'],
  ['fire', 'ems'],
  ['police', 'fire', 'ems'],
];
const SERVICE_CHOICES = SERVICE_COMBINATIONS.map((codes) => ({
  name: codes.map((c) => CALL_SERVICES.find((s) => s.code === c)!.label).join(' + '),
  name_localizations: serviceChoiceLocalizations(codes),
  value: codes.join(','),
}));

const definition = {
  name: '911',
  description: 'Call 911 as one of your civilians',
  type: ApplicationCommandType.ChatInput,
  contexts: [InteractionContextType.Guild],
  options: [
    {
      name: 'civilian',
      description: 'Who is calling (one of your civilians)',
      type: ApplicationCommandOptionType.String,
      required: true,
      autocomplete: true,
    },
    {
      name: 'department',
      description: 'Which department answers',
      type: ApplicationCommandOptionType.String,
      required: true,
      // The community's departments change without the command being registered again.
      autocomplete: true,
    },
    {
      name: 'location',
      description: 'Where you are',
      type: ApplicationCommandOptionType.String,
      required: true,
      max_length: LIMITS.location,
    },
    {
      name: 'description',
      description: 'What is happening',
      type: ApplicationCommandOptionType.String,
      required: true,
      max_length: LIMITS.details,
    },
    {
      name: 'services',
      description: 'Who you need',
      type: ApplicationCommandOptionType.String,
      required: true,
      choices: SERVICE_CHOICES,
    },
    {
      name: 'postal',
      description: 'The nearest postal',
      type: ApplicationCommandOptionType.String,
      max_length: LIMITS.postal,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

/**
 * /911: the civilian page's "Call 911" (POST /api/911/calls): the same schema, the same
 * operation and its per-member limits. The private reply is remembered with the call, so it
 * follows the call as units are assigned and it closes.
 */
async function execute(
  deps: InteractionDeps,
  interaction: APIChatInputApplicationCommandInteraction,
) {
  return answering(deps, '/911', async () => {
    const member = await loadMember(deps, interaction);
    const { values } = readOptions(interaction.data.options);
    const t = say(deps);
    const input = parseOptions(
      emergencyCallSchema,
      {
        civilianId: values.civilian,
        department: values.department,
        location: values.location,
        description: values.description,
        postal: values.postal,
        services:
          typeof values.services === 'string' ? values.services.split(',') : values.services,
      },
      deps.language,
      { command: '911', options: { civilianId: 'civilian' } },
    );
    await requireOpenDepartment(departmentsOf(deps), input.department);
    await enforceLimit(deps, 'discord_911', member);
    const now = deps.now();
    const call = await callEmergency(deps.db, member.discordId, input, now);
    await rememberCallerReply(deps.db, {
      callId: call._id,
      applicationId: interaction.application_id,
      token: interaction.token,
      at: now,
      // The reply's later edits keep the language it was first given in.
      language: deps.language,
    });
    const view = await findCall(deps.db, call._id);
    return ephemeral(
      view ? callerReply(view, t).content : t('caller.received', { number: call.callNumber }),
    );
  });
}

export const emergencyCommand = {
  definition,
  permission: 'Any member who has signed in to the site and has a civilian',
  execute,
  autocomplete: (deps, interaction) =>
    readOptions(interaction.data.options).focused?.name === 'department'
      ? departmentChoices(deps, interaction)
      : ownCivilianChoices(deps, interaction),
} satisfies Command;
