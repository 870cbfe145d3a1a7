// Discord renders markdown in message content, embed descriptions, field values and titles:
// a member's text could carry a masked link ([Pay here](https://evil)), a heading, a block
// quote, a spoiler or a mention. Each character that opens such markup gets a backslash,
// which Discord hides when it shows the text, so the words read exactly as typed and nothing
// is formatted. Characters that only matter inside markup ("(" after "]", "-" mid-line) stay
// as they are, so ordinary text such as "Speeding (16-30 over)" is unchanged.
const MARKUP = /[\\*_~`|>#[\]<@]/g;
// "- ", "+ " or "1. " at the start of a line starts a list.
const LIST = /^(\s*)([-+]|\d+\.)(?=\s)/gm;

/** Member-written text made inert for a Discord embed or message. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(MARKUP, '\\$&')
    .replace(LIST, (_, space: string, marker: string) =>
      marker.endsWith('.') ? `${space}${marker.slice(0, -1)}\\.` : `${space}\\${marker}`,
    );
}

/**
 * Sent with every message the bot posts: even if some text escaped the escaping, no
 * @everyone, role or user mention in it can ping anyone.
 */
export const NO_MENTIONS = { parse: [] as string[] };
