import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { discordLimitViolations } from '@tenfour/db/discord';
import {
  accountsOf,
  buttonPress,
  citedCivilian,
  PATHS,
  type Reply,
  setUpCadTest,
  stringOption,
} from '../testing/bot-test';

// /bank for a civilian with more accounts than an embed has fields, over the gateway and the
// signed HTTP endpoint. Discord refuses a message over any of its limits whole (the fake does
// too): the reply must fit, and so must Pay Fine's update, sent after the fine is charged.

const cad = setUpCadTest({
  env: () => ({ BANK_STARTING_CHECKING: '5100', BANK_STARTING_WALLET: '0' }),
});

/** The longest account name the bank allows, in characters that double when escaped. */
const NAME = '*_~`|>#[]<@'.repeat(5).slice(0, 50);

async function civilianWithAccounts(extra: number) {
  const cited = await citedCivilian(cad.ctx, { first: 'Many', last: 'Accounts' });
  const opened = (await accountsOf(cad.ctx, cited.owner, cited.civilianId)).accounts.length;
  await cad.ctx.db
    .insertInto('bank_accounts')
    .values(
      Array.from({ length: extra }, () => ({
        civilian_id: cited.civilianId,
        name: NAME,
        account_type: 'Savings',
        account_number: String(randomInt(1_000_000_000, 9_999_999_999)),
      })),
    )
    .execute();
  return { ...cited, accounts: opened + extra };
}

describe.each(PATHS)('/bank with many accounts over the %s', (path) => {
  it.each([22, 23, 30])(
    'with %i more accounts: the reply and the paid update fit, and the fine is charged once',
    async (extra) => {
      const { owner, civilianId, recordId, accounts } = await civilianWithAccounts(extra);
      const reply = await cad.command(path, 'bank', owner.discordId, [
        stringOption('civilian', civilianId),
      ]);
      expect(reply.type).toBe(4);
      expect(discordLimitViolations(reply.data!)).toEqual([]);
      const fields = reply.data!.embeds![0]!.fields!;
      expect(fields.find((f) => f.name === 'Cash')?.value).toBe('$0.00');
      expect(fields.find((f) => f.name === 'Unpaid fines')?.value).toMatch(/^1\. Citation on /);
      // Every account counted, shown or summed up: the summary says how many it stands for.
      const summary = fields.find((f) => / more accounts$/.test(f.name));
      const shown = fields.filter((f) => f.name !== 'Cash' && f.name !== 'Unpaid fines');
      const summarised = summary ? Number(summary.name.split(' ')[0]) : 0;
      expect(shown.length - (summary ? 1 : 0) + summarised).toBe(accounts);
      // Member-written names are shown as typed: every markup character escaped.
      expect(fields.some((f) => f.name.startsWith('\\*\\_\\~\\`\\|\\>\\#\\[\\]\\<\\@'))).toBe(true);

      const button = reply.data!.components![0]!.components[0]!;
      expect(button.custom_id).toBe(`payfine:${recordId}`);
      const paid = (await cad.send(
        path,
        buttonPress(button.custom_id, owner.discordId, {
          embeds: reply.data!.embeds!,
          components: reply.data!.components!.map((r) => ({ type: 1, ...r })),
        }),
      )) as Reply;
      expect(paid.type).toBe(7);
      expect(discordLimitViolations(paid.data!)).toEqual([]);
      expect(paid.data!.embeds![0]!.fields!.at(-1)).toEqual({
        name: 'Status',
        value: '✅ Paid $50.00 from your checking account',
      });
      const checking = (await accountsOf(cad.ctx, owner, civilianId)).accounts.find(
        (a) => a.accountType === 'Checking',
      );
      expect(checking!.balance).toBe(5_050);
    },
  );
});
