import type { APIApplicationCommandAutocompleteInteraction } from 'discord-api-types/v10';
import { listCivilians } from '@tenfour/db/civilians';
import { discordMoney } from '@tenfour/db/discord';
import { listItems, memberPockets } from '@tenfour/db/economy';
import { serverSay } from '../i18n/server-text';
import { loadMember, refuse, Refusal, type Member } from './member';
import { choices, matches, readOptions } from './options';
import type { InteractionDeps } from './types';

/** The `pay_from` value that means the civilian's cash, as the web's `accountId: 'wallet'`. */
export const WALLET = 'wallet';

/**
 * The civilian a shop command acts as: the one named by the `civilian` option (an id the
 * autocomplete gave), else the member's only civilian. A member with several must choose,
 * so a purchase never lands on a civilian the member did not mean.
 */
export async function shopCivilian(
  deps: InteractionDeps,
  member: Member,
  chosen: string | undefined,
): Promise<{ id: string; name: string }> {
  const t = serverSay(deps);
  const { civilians } = await listCivilians(deps.db, member.discordId);
  const named = civilians.map((c) => ({ id: c._id, name: `${c.firstName} ${c.lastName}` }));
  if (chosen !== undefined) {
    const found = named.find((c) => c.id === chosen);
    if (!found) throw refuse(t('civilians.notFound'));
    return found;
  }
  if (named.length === 1) return named[0]!;
  if (named.length === 0) {
    throw refuse(t('economy.bot.noCivilian', { site: deps.config.publicUrl.origin }));
  }
  throw refuse(t('economy.bot.whichCivilian', { count: named.length }));
}

/** Suggestions for /buy's `item`: the items on sale, with their price (the value is the id). */
export async function itemChoices(
  deps: InteractionDeps,
  interaction: APIApplicationCommandAutocompleteInteraction,
) {
  return suggesting(async () => {
    await loadMember(deps, interaction);
    const t = serverSay(deps);
    const typed = readOptions(interaction.data.options).focused?.value ?? '';
    const items = await listItems(deps.db);
    return items
      .filter((i) => matches(typed, i.name, i.category))
      .map((i) => ({
        name: `${i.name} · ${discordMoney(i.priceCents, deps.language)}${
          i.stock === 0 ? ` · ${t('economy.bot.soldOut')}` : ''
        }`,
        value: i.id,
      }));
  });
}

/**
 * Suggestions for `pay_from`: the cash and the accounts of the civilian chosen in the same
 * command (or the member's only civilian), each with its balance.
 */
export async function pocketChoices(
  deps: InteractionDeps,
  interaction: APIApplicationCommandAutocompleteInteraction,
) {
  return suggesting(async () => {
    const member = await loadMember(deps, interaction);
    const t = serverSay(deps);
    const money = (cents: number) => discordMoney(cents, deps.language);
    const { values, focused } = readOptions(interaction.data.options);
    const chosen = typeof values.civilian === 'string' ? values.civilian : undefined;
    const civilian = await shopCivilian(deps, member, chosen);
    const pockets = (await memberPockets(deps.db, member.discordId)).civilians.find(
      (c) => c.id === civilian.id,
    );
    const cash = t('economy.bot.wallet');
    return [
      {
        name: pockets?.walletCents == null ? cash : `${cash} · ${money(pockets.walletCents)}`,
        value: WALLET,
      },
      ...(pockets?.accounts ?? []).map((a) => ({
        name: `${a.name} ····${a.accountNumber.slice(-4)} · ${money(a.balanceCents)}`,
        value: a.id,
      })),
    ].filter((c) => matches(focused?.value ?? '', c.name));
  });
}

/** No suggestions for someone who may not use the command; running it says why. */
async function suggesting(list: () => Promise<{ name: string; value: string }[]>) {
  try {
    return choices(await list());
  } catch (err) {
    if (err instanceof Refusal) return choices([]);
    throw err;
  }
}
