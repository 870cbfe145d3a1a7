import { NO_MENTIONS } from './markdown';

/**
 * Discord's documented message limits. A message over any one of them is refused whole (HTTP
 * 400, or "This interaction failed" for a reply), so a reply to an action that already ran
 * (a fine charged) must never exceed them.
 */
export const DISCORD_LIMITS = {
  content: 2_000,
  embeds: 10,
  title: 256,
  description: 4_096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1_024,
  footer: 2_048,
  authorName: 256,
  /** Title, description, field names and values, footer and author name, over all embeds. */
  embedTotal: 6_000,
  actionRows: 5,
  buttonsPerRow: 5,
  customId: 100,
  label: 80,
} as const;

const ELLIPSIS = '…';

/**
 * Text cut to `max` characters, ending in "…" when cut. Lengths are UTF-16 units, which never
 * undercount what Discord counts; a cut never splits a surrogate pair or leaves a dangling
 * escape backslash (which would swallow the "…" and show a stray backslash instead).
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  let cut = text.slice(0, max - ELLIPSIS.length);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const backslashes = /\\+$/.exec(cut)?.[0].length ?? 0;
  if (backslashes % 2) cut = cut.slice(0, -1);
  return `${cut}${ELLIPSIS}`;
}

interface EmbedLike {
  title?: string;
  description?: string;
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string; icon_url?: string };
  author?: { name: string; url?: string; icon_url?: string };
}

interface MessageLike {
  content?: string;
  embeds?: EmbedLike[] | undefined;
  components?: unknown[] | undefined;
}

/** A field's name or value may not be empty; an emptied one still says something. */
const nonEmpty = (text: string) => (text.trim() ? text : ELLIPSIS);

function fitEmbed(embed: EmbedLike): EmbedLike {
  const fitted: EmbedLike = { ...embed };
  if (embed.title !== undefined) fitted.title = truncate(embed.title, DISCORD_LIMITS.title);
  if (embed.description !== undefined) {
    fitted.description = truncate(embed.description, DISCORD_LIMITS.description);
  }
  if (embed.footer) {
    fitted.footer = { ...embed.footer, text: truncate(embed.footer.text, DISCORD_LIMITS.footer) };
  }
  if (embed.author) {
    fitted.author = {
      ...embed.author,
      name: truncate(embed.author.name, DISCORD_LIMITS.authorName),
    };
  }
  if (embed.fields) {
    let fields = embed.fields;
    if (fields.length > DISCORD_LIMITS.fields) {
      // The last field is kept: builders put what the message is about now (a Status) last.
      const kept = DISCORD_LIMITS.fields - 2;
      fields = [
        ...fields.slice(0, kept),
        { name: ELLIPSIS, value: `${fields.length - kept - 1} more not shown` },
        fields.at(-1)!,
      ];
    }
    fitted.fields = fields.map((f) => ({
      ...f,
      name: nonEmpty(truncate(f.name, DISCORD_LIMITS.fieldName)),
      value: nonEmpty(truncate(f.value, DISCORD_LIMITS.fieldValue)),
    }));
  }
  return fitted;
}

/** Every text of the embeds that counts toward the 6,000 total, as get/set pairs. */
function embedTexts(embeds: EmbedLike[]) {
  const texts: { get: () => string; set: (s: string) => void; min: number }[] = [];
  for (const e of embeds) {
    if (e.title !== undefined)
      texts.push({ get: () => e.title!, set: (s) => (e.title = s), min: 0 });
    if (e.description !== undefined) {
      texts.push({ get: () => e.description!, set: (s) => (e.description = s), min: 0 });
    }
    for (const f of e.fields ?? []) {
      texts.push({ get: () => f.name, set: (s) => (f.name = s), min: 1 });
      texts.push({ get: () => f.value, set: (s) => (f.value = s), min: 1 });
    }
    if (e.footer) {
      const footer = e.footer;
      texts.push({ get: () => footer.text, set: (s) => (footer.text = s), min: 0 });
    }
    if (e.author) {
      const author = e.author;
      texts.push({ get: () => author.name, set: (s) => (author.name = s), min: 1 });
    }
  }
  return texts;
}

/** Embeds within the 6,000-character total: the longest text is cut first, so short ones stay whole. */
function fitTotal(embeds: EmbedLike[]): void {
  const texts = embedTexts(embeds);
  let total = texts.reduce((sum, t) => sum + t.get().length, 0);
  while (total > DISCORD_LIMITS.embedTotal) {
    const longest = texts.reduce((a, b) => (b.get().length > a.get().length ? b : a));
    const before = longest.get().length;
    if (before <= Math.max(longest.min, ELLIPSIS.length)) break;
    const target = Math.max(
      longest.min,
      ELLIPSIS.length,
      before - (total - DISCORD_LIMITS.embedTotal),
    );
    const cut = truncate(longest.get(), target);
    longest.set(longest.min ? nonEmpty(cut) : cut);
    total += longest.get().length - before;
  }
}

interface ComponentLike {
  type?: unknown;
  label?: unknown;
  custom_id?: unknown;
  components?: unknown[];
  [key: string]: unknown;
}

/**
 * Buttons within their limits. A custom_id cannot be shortened without breaking what it
 * names, so a button whose id is too long is left out rather than losing the whole message.
 */
function fitComponents(components: unknown[]): unknown[] {
  return components
    .slice(0, DISCORD_LIMITS.actionRows)
    .map((row) => {
      const r = row as ComponentLike;
      if (r.type !== 1 || !Array.isArray(r.components)) return row;
      return {
        ...r,
        components: (r.components as ComponentLike[])
          .filter(
            (c) => typeof c.custom_id !== 'string' || c.custom_id.length <= DISCORD_LIMITS.customId,
          )
          .slice(0, DISCORD_LIMITS.buttonsPerRow)
          .map((c) =>
            typeof c.label === 'string'
              ? { ...c, label: truncate(c.label, DISCORD_LIMITS.label) }
              : c,
          ),
      };
    })
    .filter((row) => {
      const r = row as ComponentLike;
      return r.type !== 1 || (Array.isArray(r.components) && r.components.length > 0);
    });
}

/**
 * Discord's limits applied to a message: texts cut with "…" where they had to be, lists
 * shortened. Builders still shape their own messages to fit (a summary instead of a
 * 30-account list); this is the net under them, so no message is ever refused for its size.
 */
export function fitToDiscordLimits<T extends MessageLike>(message: T): T {
  const fitted: MessageLike = { ...message };
  if (typeof message.content === 'string') {
    fitted.content = truncate(message.content, DISCORD_LIMITS.content);
  }
  if (message.embeds) {
    const embeds = message.embeds.slice(0, DISCORD_LIMITS.embeds).map(fitEmbed);
    fitTotal(embeds);
    fitted.embeds = embeds;
  }
  if (message.components) fitted.components = fitComponents(message.components);
  // Only texts were cut and lists shortened: every property keeps its type.
  return fitted as T;
}

/**
 * The one gate every message the bot posts or edits passes (DMs, report and dispatch
 * webhook posts, the /911 reply's edits): within Discord's limits, and unable to ping
 * anyone (`allowed_mentions` parses nothing), whatever text escaped the escaping.
 * Interaction replies pass fitToDiscordLimits in the interaction handler.
 */
export function outgoingMessage<T extends MessageLike>(
  message: T,
): T & { allowed_mentions: typeof NO_MENTIONS } {
  return { ...fitToDiscordLimits(message), allowed_mentions: NO_MENTIONS };
}

/** Every way a message can break Discord's limits; empty when it is within all of them. */
export function discordLimitViolations(message: MessageLike): string[] {
  const L = DISCORD_LIMITS;
  const problems: string[] = [];
  const over = (what: string, length: number, max: number) => {
    if (length > max) problems.push(`${what}: ${length} > ${max}`);
  };
  if (typeof message.content === 'string') over('content', message.content.length, L.content);
  const embeds = message.embeds ?? [];
  over('embeds', embeds.length, L.embeds);
  let total = 0;
  embeds.forEach((e, i) => {
    const at = `embed ${i}`;
    over(`${at} title`, e.title?.length ?? 0, L.title);
    over(`${at} description`, e.description?.length ?? 0, L.description);
    over(`${at} footer`, e.footer?.text.length ?? 0, L.footer);
    over(`${at} author`, e.author?.name.length ?? 0, L.authorName);
    over(`${at} fields`, e.fields?.length ?? 0, L.fields);
    total +=
      (e.title?.length ?? 0) +
      (e.description?.length ?? 0) +
      (e.footer?.text.length ?? 0) +
      (e.author?.name.length ?? 0);
    e.fields?.forEach((f, j) => {
      over(`${at} field ${j} name`, f.name.length, L.fieldName);
      over(`${at} field ${j} value`, f.value.length, L.fieldValue);
      if (!f.name.trim() || !f.value.trim()) problems.push(`${at} field ${j} is empty`);
      total += f.name.length + f.value.length;
    });
  });
  over('embeds in all', total, L.embedTotal);
  const rows = (message.components ?? []) as ComponentLike[];
  over('action rows', rows.length, L.actionRows);
  rows.forEach((row, i) => {
    const buttons = (row.components ?? []) as ComponentLike[];
    over(`row ${i} buttons`, buttons.length, L.buttonsPerRow);
    buttons.forEach((b, j) => {
      if (typeof b.custom_id === 'string') {
        over(`row ${i} button ${j} custom_id`, b.custom_id.length, L.customId);
      }
      if (typeof b.label === 'string') over(`row ${i} button ${j} label`, b.label.length, L.label);
    });
  });
  return problems;
}
