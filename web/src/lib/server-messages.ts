import {
  FALLBACK_LANGUAGE,
  MESSAGES,
  formatMessage,
  type Language,
  type MessageParams,
} from '@tenfour/db/browser';
import type { TFunction } from 'i18next';
import { knownFieldLabel, readableMessage } from './field-labels';
import { formatMoneyIn } from './money-format';

/*
 * The server writes each refusal in English and names it by key beside it (`key`, `params`;
 * each field issue too: docs/api.md, "Errors"). The web shows it in the reader's language from
 * the server's own catalogue; a key this build does not know keeps the English.
 */

/** A field the server refused: its path, its English message, and that message's key. */
export interface ServerIssue {
  path: string;
  message: string;
  key?: string;
  params?: MessageParams;
}

/** The one error body, as the server sends it. */
export interface ErrorBody {
  error?: string;
  message?: string;
  code?: string;
  key?: string;
  params?: MessageParams;
  issues?: ServerIssue[];
}

/**
 * A server message in `language`: its key's entry in that language's catalogue with the
 * parameters filled, else the English the server wrote. English readers get the server's own
 * sentence, which may say more than its key's generic entry.
 */
export function renderMessage(
  ref: { message: string; key?: string | undefined; params?: MessageParams | undefined },
  language: Language,
): string {
  if (language === FALLBACK_LANGUAGE || !ref.key) return ref.message;
  const catalogues = MESSAGES as Partial<Record<string, Readonly<Record<string, string>>>>;
  const catalogue = catalogues[language];
  const template = catalogue && Object.hasOwn(catalogue, ref.key) ? catalogue[ref.key] : undefined;
  return template === undefined
    ? ref.message
    : formatMessage(template, readersMoney(ref.params ?? {}, language));
}

/**
 * An amount travels as its English text and its cents beside it (`amount`, `amountCents`):
 * the reader sees the cents written their way ("150,00 $").
 */
function readersMoney(params: MessageParams, language: Language): MessageParams {
  const out = { ...params };
  for (const [name, value] of Object.entries(params)) {
    const base = name.endsWith('Cents') ? name.slice(0, -'Cents'.length) : '';
    if (base && typeof value === 'number' && Object.hasOwn(params, base)) {
      out[base] = formatMoneyIn(value / 100, language);
    }
  }
  return out;
}

/**
 * A refusal's line and field issues in the reader's language. A field's message says what is
 * wrong, not with which field, so the line names the field by its label when it does not
 * already ("Geburtsdatum: ...").
 */
export function renderError(
  body: ErrorBody,
  language: Language,
  t: TFunction,
): { message: string | undefined; issues: ServerIssue[] } {
  const sent = body.issues ?? [];
  const issues = sent.map((issue) => ({ ...issue, message: renderMessage(issue, language) }));
  const english = body.error ?? body.message;
  if (english === undefined) return { message: undefined, issues };
  if (language === FALLBACK_LANGUAGE) return { message: readableMessage(english, sent, t), issues };
  const text = renderMessage({ message: english, key: body.key, params: body.params }, language);
  const first = sent[0];
  const label =
    first && text !== english && first.key === body.key
      ? knownFieldLabel(first.path, t)
      : undefined;
  return {
    message:
      label && !text.toLowerCase().includes(label.toLowerCase())
        ? t('common.fieldMessage', { label, message: text })
        : text,
    issues,
  };
}

/**
 * What a request that succeeded says: its English `message` and that message's key and values
 * (`messageKey`, `messageParams`: docs/api.md, "Success messages").
 */
export interface SaidBody {
  message: string;
  messageKey?: string;
  messageParams?: MessageParams;
}

/**
 * A success body with its `message` in `language`, the rest as sent. English readers, and a
 * key this build does not know, keep the server's sentence.
 */
export function renderSaid<T extends SaidBody>(body: T, language: Language): T {
  const message = renderMessage(
    { message: body.message, key: body.messageKey, params: body.messageParams },
    language,
  );
  return message === body.message ? body : { ...body, message };
}
