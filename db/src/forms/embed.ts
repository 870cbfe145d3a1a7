import type { DiscordMessage } from '../outbox/kinds';
import { DISCORD_LIMITS, truncate } from '../discord/limits';
import { escapeMarkdown } from '../discord/markdown';
import { formatDollars } from '../bank/money';
import { EMBED_COLORS } from '../records/embeds';
import type { FormAnswer, FormField } from './definition';
import type { CustomReportJson } from './reports';

/** An answer as one line of text (the web renders the same answers with its own widgets). */
export function answerText(field: FormField, answer: FormAnswer | undefined): string {
  if (answer === undefined) return '—';
  if (field.type === 'money' && typeof answer === 'number') return formatDollars(answer);
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (Array.isArray(answer)) {
    return answer.map((a) => (typeof a === 'string' ? a : a.text)).join(', ') || '—';
  }
  if (typeof answer === 'object') return answer.text;
  return String(answer);
}

/**
 * The report channel's post: one field per answer. Built within Discord's limits (the
 * outbox's gate still fits it): at most 24 answers and "more" after them, each cut to fit.
 */
export function customReportMessage(report: CustomReportJson): DiscordMessage {
  const fields = report.definition.sections.flatMap((s) => s.fields);
  const shown = fields.slice(0, DISCORD_LIMITS.fields - 1);
  // Labels are at most 80 characters, the title 256, the footer 120: what is left of the
  // 6,000-character total is shared by the answers.
  const budget = DISCORD_LIMITS.embedTotal - 256 - 120 - 20 - DISCORD_LIMITS.fields * 81;
  const valueMax = Math.min(
    DISCORD_LIMITS.fieldValue,
    Math.floor(budget / Math.max(1, shown.length)),
  );
  const embedFields = shown.map((f) => ({
    name: truncate(f.label, 80),
    // Escaped first, then cut: a cut never leaves half an escape.
    value: truncate(escapeMarkdown(answerText(f, report.answers[f.key])), valueMax) || '—',
    inline: f.type !== 'longText',
  }));
  if (fields.length > shown.length) {
    embedFields.push({ name: '…', value: `${fields.length - shown.length} more`, inline: false });
  }
  return {
    embeds: [
      {
        title: truncate(escapeMarkdown(report.formName), DISCORD_LIMITS.title),
        color: EMBED_COLORS.other,
        fields: embedFields,
        footer: {
          text: truncate(`${report.filer.callsign} · ${report.filer.name}`, 120),
        },
        timestamp: report.createdAt,
      },
    ],
  };
}
