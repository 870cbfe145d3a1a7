import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { APIEmbed, APIMessageTopLevelComponent } from 'discord-api-types/v10';
import type { CallView, UnitView } from '@tenfour/db/dispatch';
import { LANGUAGE_CODES, type Language } from '@tenfour/db';
import {
  DISCORD_LIMITS,
  DISCORD_TEXT,
  discordTextIn,
  discordLimitViolations,
  fitToDiscordLimits,
  outgoingMessage,
} from '@tenfour/db/discord';
import { recordDm, recordReport, finePaidStatus } from '@tenfour/db/records';
import { assignmentMessage, callerReply, dispatchPost } from './cad/render-call-messages';
import { disablePayButton, markEmbedsPaid } from './interactions/pay-fine';

// Every message builder fed the largest data a member or a community can give it, then sent
// the way the product sends it: through the outbox gate (outgoingMessage) or the interaction
// handler's (fitToDiscordLimits). Discord refuses a message over any one limit whole.

/** Markdown and mention characters double in length when escaped: the worst case. */
const hostile = (length: number) => '*_@everyone <@&1> ||x|| \\'.repeat(length).slice(0, length);

const call = (units: number): CallView => ({
  _id: randomUUID(),
  callNumber: 999_999,
  type: hostile(100),
  location: hostile(200),
  postal: hostile(20),
  details: hostile(4_000),
  status: 'Active',
  services: ['police', 'fire', 'ems'],
  primaryOfficer: null,
  primaryOfficerId: null,
  units: Array.from({ length: units }, (_, i) => ({
    officerId: `o${i}`,
    callsign: hostile(40),
  })) as unknown as CallView['units'],
  createdBy: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  closedAt: null,
  priority: 1,
  source: '911',
  caller: { civilianId: null, name: hostile(200), discordId: null },
});

const unit: UnitView = {
  officerId: 'o0',
  discordId: '1',
  department: 'Xbox',
  service: 'police',
  callsign: hostile(40),
  badgeNumber: 1,
  rank: hostile(50),
  role: null,
  station: null,
  name: hostile(100),
  status: '10-8',
  subdivision: hostile(50),
  onDuty: true,
  onDutySince: null,
  statusSince: null,
};

const record = {
  recordId: randomUUID(),
  type: 'arrest' as const,
  offenses: Array.from({ length: 60 }, () => hostile(200)),
  fineCents: 99_999_999_99,
  jailMinutes: 99_999,
  notes: hostile(5_000),
  officerName: hostile(200),
  officerCallsign: hostile(40),
  civilianName: hostile(200),
  createdAt: new Date(),
};

/** A message with every part at its largest, as a stored DM the Pay Fine update starts from. */
const fullEmbed: APIEmbed = {
  title: hostile(300),
  description: hostile(5_000),
  fields: Array.from({ length: 25 }, (_, i) => ({
    name: `${i} ${hostile(300)}`,
    value: hostile(1_100),
  })),
  footer: { text: hostile(3_000) },
};
const fullRows: APIMessageTopLevelComponent[] = Array.from({ length: 6 }, (_, r) => ({
  type: 1,
  components: Array.from({ length: 6 }, (_, b) => ({
    type: 2,
    style: 3,
    label: hostile(100),
    custom_id: `payfine:${r}${b}${randomUUID()}`,
  })),
})) as APIMessageTopLevelComponent[];

type Built = { embeds?: unknown[]; content?: string };

const builders: [string, () => Built][] = [
  ['record DM (outbox)', () => outgoingMessage(recordDm(record))],
  ['record report webhook post (outbox)', () => outgoingMessage(recordReport(record))],
  [
    'record DM marked paid (outbox dm_edit)',
    () =>
      outgoingMessage({
        embeds: markEmbedsPaid([fullEmbed], finePaidStatus(99_999_999_99, 'checking')),
        components: disablePayButton(fullRows, 'payfine:x'),
      }),
  ],
  ['/911 caller reply (interaction and its edits)', () => outgoingMessage(callerReply(call(200)))],
  [
    'assignment DM (outbox and unit buttons)',
    () => outgoingMessage(assignmentMessage(call(200), unit)),
  ],
  ['dispatch channel post (outbox)', () => outgoingMessage(dispatchPost(call(200)))],
  [
    'Pay Fine update on a full message (interaction)',
    () =>
      fitToDiscordLimits({
        embeds: markEmbedsPaid([fullEmbed, fullEmbed], finePaidStatus(1, 'wallet')),
        components: disablePayButton(fullRows, 'payfine:x'),
      }),
  ],
  [
    'a reply with long content (interaction)',
    () => fitToDiscordLimits({ content: hostile(5_000) }),
  ],
];

/** The same messages in one language (German runs longer than English). */
const buildersIn = (language: Language): [string, () => Built][] => {
  const t = discordTextIn(language);
  return [
    ['record DM (outbox)', () => outgoingMessage(recordDm(record, language))],
    ['record report (outbox)', () => outgoingMessage(recordReport(record, language))],
    [
      'record DM marked paid (outbox dm_edit and Pay Fine)',
      () =>
        fitToDiscordLimits({
          embeds: markEmbedsPaid(
            [fullEmbed, fullEmbed],
            finePaidStatus(99_999_999_99, 'checking', language),
            t,
          ),
          components: disablePayButton(fullRows, 'payfine:x', t),
        }),
    ],
    ['/911 caller reply', () => outgoingMessage(callerReply(call(200), t))],
    ['assignment DM', () => outgoingMessage(assignmentMessage(call(200), unit, t))],
    ['dispatch channel post', () => outgoingMessage(dispatchPost(call(200), t))],
  ];
};

const everyLanguage = LANGUAGE_CODES.flatMap((language) =>
  buildersIn(language).map(([name, build]): [string, string, () => Built] => [
    language,
    name,
    build,
  ]),
);

describe('every message the product sends fits Discord’s limits', () => {
  it.each(builders)('%s', (_, build) => {
    const message = build();
    expect(discordLimitViolations(message as Parameters<typeof discordLimitViolations>[0])).toEqual(
      [],
    );
  });

  it.each(everyLanguage)('in %s: %s', (_, __, build) => {
    const message = build();
    expect(discordLimitViolations(message as Parameters<typeof discordLimitViolations>[0])).toEqual(
      [],
    );
  });

  it('keeps every button label and field name of every language within Discord’s lengths', () => {
    for (const language of LANGUAGE_CODES) {
      for (const [key, text] of Object.entries(DISCORD_TEXT[language])) {
        // Button labels hold 80 characters, field names 256: the catalogue's longest
        // fixed texts (placeholders aside) stay far under both.
        if (key.startsWith('action.') || key.startsWith('field.') || key.startsWith('fine.pa')) {
          expect(text.length, `${language} ${key}`).toBeLessThanOrEqual(80);
        }
      }
    }
  });

  it('Pay Fine’s update keeps its Status on an embed already holding 25 fields', () => {
    const [embed] = fitToDiscordLimits({
      embeds: markEmbedsPaid([fullEmbed], '✅ Paid $50.00 from your checking account'),
    }).embeds!;
    expect(embed!.fields).toHaveLength(DISCORD_LIMITS.fields);
    expect(embed!.fields!.at(-1)).toEqual({
      name: 'Status',
      value: '✅ Paid $50.00 from your checking account',
    });
  });

  it('cuts with "…", never mid-escape, keeps short texts whole, and pings nobody', () => {
    const sent = outgoingMessage({
      content: `${'a'.repeat(1_998)}\\*b`,
      embeds: [
        {
          title: 'Short title',
          description: 'x'.repeat(4_000),
          fields: [{ name: 'n', value: 'y'.repeat(1_024) }],
          footer: { text: 'z'.repeat(2_000) },
        },
      ],
    });
    // The cut falls between the backslash and what it escapes: the backslash goes too.
    expect(sent.content).toBe(`${'a'.repeat(1_998)}…`);
    expect(sent.embeds![0]!.title).toBe('Short title');
    expect(sent.embeds![0]!.fields![0]!.name).toBe('n');
    expect(discordLimitViolations(sent)).toEqual([]);
    expect(sent.allowed_mentions).toEqual({ parse: [] });
  });

  it('leaves a message within the limits exactly as it was', () => {
    const message = {
      content: 'hi',
      embeds: [{ title: 't', fields: [{ name: 'a', value: 'b' }] }],
    };
    expect(fitToDiscordLimits(message)).toEqual(message);
  });
});
