import type { DiscordMessage } from '../outbox/kinds';
import type { RecordType } from '../schema/records';
import { FALLBACK_LANGUAGE, type Language } from '../auth/languages';
import { discordMoney } from '../discord/money';
import { escapeMarkdown } from '../discord/markdown';
import { discordText, discordTextIn, type DiscordT, type DiscordTextKey } from '../discord/text';

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

const DM_TITLE: Record<RecordType, DiscordTextKey> = {
  arrest: 'record.dmTitle.arrest',
  citation: 'record.dmTitle.citation',
  warning: 'record.dmTitle.warning',
};

const REPORT_TITLE: Record<RecordType, DiscordTextKey> = {
  arrest: 'record.reportTitle.arrest',
  citation: 'record.reportTitle.citation',
  warning: 'record.reportTitle.warning',
};

const DM_DESCRIPTION: Record<RecordType, DiscordTextKey> = {
  arrest: 'record.dm.arrest',
  citation: 'record.dm.citation',
  warning: 'record.dm.warning',
};

/**
 * The Status a fine's DM shows once paid, whether by its button or on the site, in the
 * language the DM was written in.
 */
export function finePaidStatus(
  amountCents: number,
  paidFrom: 'checking' | 'wallet',
  language: Language = FALLBACK_LANGUAGE,
): string {
  return discordText(
    language,
    paidFrom === 'checking' ? 'fine.paidFromChecking' : 'fine.paidFromCash',
    { amount: discordMoney(amountCents, language) },
  );
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
function fields(input: RecordEmbedInput, t: DiscordT, language: Language) {
  const list = [
    {
      name: t('record.field.offenses'),
      value: clip(input.offenses.map(escapeMarkdown).join(', ')) || t('record.noOffenses'),
    },
    { name: t('record.field.fine'), value: discordMoney(input.fineCents, language), inline: true },
    {
      name: t('record.field.jailTime'),
      value: t('record.jailMinutes', { count: input.jailMinutes }),
      inline: true,
    },
    {
      name: t('record.field.officer'),
      value: clip(
        `${escapeMarkdown(input.officerName)} (${escapeMarkdown(input.officerCallsign)})`,
      ),
    },
  ];
  if (input.notes) {
    list.push({ name: t('record.field.notes'), value: clip(escapeMarkdown(input.notes)) });
  }
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
 * The civilian owner's DM: the report embed, a "Pay Fine" button whose custom id carries
 * the record id (the bot's payfine handler reads it back) and a "Contest" button beside it. In the owner's language: their
 * choice on the site, else the community's default.
 */
export function recordDm(
  input: RecordEmbedInput,
  language: Language = FALLBACK_LANGUAGE,
): DiscordMessage {
  const t = discordTextIn(language);
  return {
    embeds: [
      {
        title: t(DM_TITLE[input.type]),
        description: t(DM_DESCRIPTION[input.type]),
        color: embedColor(input.type),
        fields: fields(input, t, language),
        footer: { text: t('record.footer', { name: input.civilianName }) },
        timestamp: input.createdAt.toISOString(),
      },
    ],
    components: [
      {
        type: 1,
        components: [
          { type: 2, style: 3, label: t('fine.pay'), custom_id: `payfine:${input.recordId}` },
          // Beside it, the court: the owner may contest the fine within the window.
          { type: 2, style: 2, label: t('court.contest'), custom_id: `contest:${input.recordId}` },
        ],
      },
    ],
  };
}

/**
 * The department's report-channel post: "New {type} Issued", in the community's default
 * language (everyone in the channel reads it).
 */
export function recordReport(
  input: RecordEmbedInput,
  language: Language = FALLBACK_LANGUAGE,
): DiscordMessage {
  const t = discordTextIn(language);
  return {
    embeds: [
      {
        title: t(REPORT_TITLE[input.type]),
        color: embedColor(input.type),
        fields: fields(input, t, language),
        footer: { text: t('record.footer', { name: input.civilianName }) },
        timestamp: input.createdAt.toISOString(),
      },
    ],
  };
}
