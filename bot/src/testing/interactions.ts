/** Interactions as Discord sends them, for the bot's and the API's tests. */

let next = 1;
export type Option = {
  name: string;
  type: number;
  value?: unknown;
  focused?: boolean;
  options?: Option[];
};

/** A slash command (type 2) or an autocomplete request (type 4) from a guild member. */
export function commandInteraction(
  name: string,
  guildId: string,
  userId: string,
  options: Option[] = [],
  type: 2 | 4 = 2,
) {
  next += 1;
  return {
    id: String(4_000_000 + next),
    application_id: '800000000000000000',
    type,
    token: `cad-token-${next}`,
    version: 1,
    guild_id: guildId,
    channel_id: '700000000000000000',
    member: { user: { id: userId, username: 'someone', discriminator: '0' }, roles: [] },
    data: { id: '600000000000000000', name, type: 1, options },
  };
}

export const stringOption = (name: string, value: string, focused = false) => ({
  name,
  type: 3,
  value,
  ...(focused ? { focused } : {}),
});
export const subcommand = (name: string, options: Option[] = []) => ({ name, type: 1, options });

let nextPress = 1;

/** A button press in a DM (Discord sends `user`, not `member`, outside a guild). */
export function buttonPress(
  customId: string,
  userId: string,
  message: { embeds: unknown[]; components: unknown[] },
) {
  nextPress += 1;
  return {
    id: String(3_000_000 + nextPress),
    application_id: '800000000000000000',
    type: 3,
    token: `token-${nextPress}`,
    version: 1,
    channel_id: `dm${userId}`,
    user: { id: userId, username: 'someone', discriminator: '0' },
    message: { id: '500000000000000000', channel_id: `dm${userId}`, ...message },
    data: { custom_id: customId, component_type: 2 },
  };
}
