import { describe, expect, it } from 'vitest';
import {
  accountsOf,
  buttonPress,
  citedCivilian,
  ephemeral,
  PATHS,
  type Reply,
  setUpCadTest,
  stringOption,
} from '../testing/bot-test';

// /bank from Discord, over the gateway and the signed HTTP endpoint: a civilian's balances
// (the owner check is the bank dashboard's) and unpaid fines, each with the Pay Fine button
// that runs the same payment as the citation DM's.

const cad = setUpCadTest({
  env: () => ({ BANK_STARTING_CHECKING: '100', BANK_STARTING_WALLET: '20' }),
});

const cited = () => citedCivilian(cad.ctx, { first: 'Gia', last: 'Way' });

describe.each(PATHS)('/bank over the %s', (path) => {
  const bank = (userId: string, civilian: string, focused = false) =>
    cad.command(
      path,
      'bank',
      userId,
      [stringOption('civilian', civilian, focused)],
      focused ? 4 : 2,
    );

  it('shows the balances and the unpaid fine, and its Pay Fine button pays it', async () => {
    const { owner, civilianId, recordId } = await cited();
    const reply = await bank(owner.discordId, civilianId);
    expect(reply.type).toBe(4);
    expect(reply.data?.flags).toBe(64);
    const embed = reply.data!.embeds![0]!;
    expect(embed.title).toBe('Bank: Gia Way');
    const values = Object.fromEntries(embed.fields!.map((f) => [f.name.split(' (')[0], f.value]));
    expect(values.Cash).toBe('$20.00');
    expect(Object.values(values)).toContain('$100.00');
    expect(values['Unpaid fines']).toMatch(
      /^1\. Citation on \d{4}-\d{2}-\d{2}: \$50\.00 \(T-\d+\)$/,
    );
    const button = reply.data!.components![0]!.components[0]!;
    expect(button).toMatchObject({ label: 'Pay Fine 1: $50.00', custom_id: `payfine:${recordId}` });

    const paid = (await cad.send(
      path,
      buttonPress(button.custom_id, owner.discordId, {
        embeds: reply.data!.embeds!,
        components: reply.data!.components!.map((r) => ({ type: 1, ...r })),
      }),
    )) as Reply;
    expect(paid.type).toBe(7);
    expect(paid.data?.embeds?.[0]?.fields?.at(-1)).toEqual({
      name: 'Status',
      value: '✅ Paid $50.00 from your checking account',
    });
    const after = await accountsOf(cad.ctx, owner, civilianId);
    expect(after.accounts.find((a) => a.accountType === 'Checking')!.balance).toBe(50);

    const again = await bank(owner.discordId, civilianId);
    const unpaid = again.data!.embeds![0]!.fields!.find((f) => f.name === 'Unpaid fines');
    expect(unpaid?.value).toBe('None');
    expect(again.data?.components).toEqual([]);
  });

  it('refuses another member’s civilian, a stranger and a malformed civilian', async () => {
    const { civilianId } = await cited();
    const other = await cad.ctx.member([]);
    expect(await bank(other.discordId, civilianId)).toEqual(ephemeral('❌ Civilian not found.'));
    expect(await bank('423456789012345678', civilianId)).toEqual(
      ephemeral(
        '❌ Sign in at http://localhost:3000 with Discord first; TenFour reads your roles then.',
      ),
    );
    expect(await bank(other.discordId, 'Gia Way')).toEqual(
      ephemeral('❌ Choose one of your civilians.'),
    );
  });

  it('suggests the member’s own civilians only', async () => {
    const { owner, civilianId } = await cited();
    expect(await bank(owner.discordId, 'gi', true)).toEqual({
      type: 8,
      data: { choices: [{ name: 'Gia Way', value: civilianId }] },
    });
    const other = await cad.ctx.member([]);
    expect((await bank(other.discordId, '', true)).data?.choices).toEqual([]);
  });
});
