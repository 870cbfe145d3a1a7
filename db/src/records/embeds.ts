import type { DiscordMessage } from '../outbox/kinds';
import type { RecordType } from '../schema/records';
import { escapeMarkdown } from '../discord/markdown';

/** Embed colours, one per record type, as staff recognise them in report channels. */
export const EMBED_COLORS = { citation: 16763904, arrest: 16711680, other: 45300 } as const;

export interface RecordEmbedInput {
  recordId: string;
  type: RecordType;
  offenses: string[];
  fineCents: number;
  jailMinutes: number;
  notes: string | null;
  officerName: string;
  officerCallsign: string;
  civilianName: string;
  createdAt: Date;
}

const TYPE_LABEL: Record<RecordType, string> = {
  arrest: 'Arrest',
  citation: 'Citation',
  warning: 'Warning',
};

const DM_DESCRIPTION: Record<RecordType, string> = {
  arrest: 'You have been placed under arrest.',
  citation: 'You have received a citation.',
  warning: 'You have received a written warning.',
};

export const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The Status a fine's DM shows once paid, whether by its button or on the site. */
export function finePaidStatus(amountCents: number, paidFrom: 'checking' | 'wallet'): string {
  return `✅ Paid ${money(amountCents)} from your ${paidFrom === 'checking' ? 'checking account' : 'cash'}`;
}

export function embedColor(type: RecordType): number {
  return type === 'citation'
    ? EMBED_COLORS.citation
    : type === 'arrest'
      ? EMBED_COLORS.arrest
      : EMBED_COLORS.other;
}

// Field values render markdown, so what officers typed (offenses, notes, names) is escaped;
// the footer shows plain text and is left as is.
function fields(input: RecordEmbedInput) {
  const list = [
    {
      name: 'Offenses',
      value: clip(input.offenses.map(escapeMarkdown).join(', ')) || 'None',
    },
    { name: 'Fine', value: money(input.fineCents), inline: true },
    { name: 'Jail Time', value: `${input.jailMinutes} minutes`, inline: true },
    {
      name: 'Officer',
      value: clip(
        `${escapeMarkdown(input.officerName)} (${escapeMarkdown(input.officerCallsign)})`,
      ),
    },
  ];
  if (input.notes) list.push({ name: 'Notes', value: clip(escapeMarkdown(input.notes)) });
  return list;
}

/** A field value holds at most 1,024 characters; a cut never leaves a dangling backslash. */
function clip(value: string): string {
  if (value.length <= 1024) return value;
  const cut = value.slice(0, 1024);
  const trailing = /\\+$/.exec(cut)?.[0].length ?? 0;
  return trailing % 2 ? cut.slice(0, -1) : cut;
}

/**
 * The civilian owner's DM: the report embed and a "Pay Fine" button whose custom id carries
 * the record id (the bot's payfine handler reads it back).
 */
export function recordDm(input: RecordEmbedInput): DiscordMessage {
  const label = TYPE_LABEL[input.type];
  return {
    embeds: [
      {
        title: `${label} Issued`,
        description: DM_DESCRIPTION[input.type],
        color: embedColor(input.type),
        fields: fields(input),
        footer: { text: `Civilian: ${input.civilianName}` },
        timestamp: input.createdAt.toISOString(),
      },
    ],
    components: [
      {
        type: 1,
        components: [
          { type: 2, style: 3, label: 'Pay Fine', custom_id: `payfine:${input.recordId}` },
        ],
      },
    ],
  };
}

/** The department's report-channel post: "New {type} Issued". */
export function recordReport(input: RecordEmbedInput): DiscordMessage {
  return {
    embeds: [
      {
        title: `New ${TYPE_LABEL[input.type]} Issued`,
        color: embedColor(input.type),
        fields: fields(input),
        footer: { text: `Civilian: ${input.civilianName}` },
        timestamp: input.createdAt.toISOString(),
      },
    ],
  };
}
