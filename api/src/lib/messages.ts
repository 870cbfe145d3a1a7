import { en, formatMessage, type MessageKey, type MessageParams } from '@tenfour/db/browser';

/** A server message by key: what a client renders in the reader's language. */
export interface MessageRef {
  key: MessageKey;
  params: MessageParams;
}

/** A server message in English, rendered from the one English catalogue. */
export function englishMessage(key: MessageKey, params?: MessageParams): string {
  return formatMessage(en[key], params);
}

interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each English entry as a pattern that reads its parameters back out of a message. Entries
 * with fewer placeholders come first, so "Civilian not found." is its own key and never a
 * value of a more general one.
 */
const PATTERNS: Pattern[] = (Object.entries(en) as [MessageKey, string][])
  .map(([key, template]) => {
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, names, regex: new RegExp(`^${source}$`, 's') };
  })
  .sort((a, b) => a.names.length - b.names.length);

/**
 * The key and parameters of an English message written by a domain operation or a handler,
 * read back from the catalogue: those operations keep writing English for the bot and the logs,
 * and the API names the key beside it. Undefined for a message the catalogue does not hold.
 */
export function recogniseMessage(message: string): MessageRef | undefined {
  for (const { key, names, regex } of PATTERNS) {
    const match = regex.exec(message);
    if (!match) continue;
    const params: MessageParams = {};
    names.forEach((name, i) => {
      const value = match[i + 1]!;
      params[name] = /^\d{1,15}$/.test(value) ? Number(value) : value;
    });
    return { key, params };
  }
  return undefined;
}
