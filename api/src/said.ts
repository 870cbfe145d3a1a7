import {
  englishMessage,
  formatMessage,
  en,
  type MessageArgs,
  type MessageKey,
  type MessageParams,
} from '@tenfour/db/browser';

/**
 * What a request that succeeded says, by key like a refusal (docs/api.md, "Errors"): the
 * English `message` for any client, and the `messageKey` and `messageParams` a client renders
 * in the reader's language. Spread it into a success body: `c.json({ success, ...said(key), x })`.
 */
export interface Said {
  message: string;
  messageKey: MessageKey;
  messageParams: MessageParams;
}

/** A success message by its key and values: its English is the catalogue's entry filled in. */
export function said<K extends MessageKey>(key: K, ...args: MessageArgs<K>): Said {
  return { message: englishMessage(key, ...args), messageKey: key, messageParams: args[0] ?? {} };
}

/** `said` for a key chosen elsewhere with its values (a suspension's, a registration's). */
export function saidAs(ref: { key: MessageKey; params: MessageParams }): Said {
  return {
    message: formatMessage(en[ref.key], ref.params),
    messageKey: ref.key,
    messageParams: ref.params,
  };
}
