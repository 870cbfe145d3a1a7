import { formatMessage } from '@tenfour/db/browser';
import type { BotLanguage } from './locale';

/**
 * What the bot says to a member, by language; `{name}` placeholders. English is the text the
 * bot has always sent. Only replies converted so far are here (/bank).
 */
const en = {
  'bank.title': 'Bank: {name}',
  'bank.moreAccounts': '{count} more accounts',
  'bank.moreAccountsTotal': '{amount} in all (see the bank on the site)',
  'bank.cash': 'Cash',
  'bank.unpaidFines': 'Unpaid fines',
  'bank.none': 'None',
  'bank.fineLine': '{n}. {record} on {date}: {amount} ({callsign})',
  'bank.payFine': 'Pay Fine {n}: {amount}',
  'record.arrest': 'Arrest',
  'record.citation': 'Citation',
  'record.warning': 'Warning',
} as const;

export type ReplyKey = keyof typeof en;

const de: Record<ReplyKey, string> = {
  'bank.title': 'Bank: {name}',
  'bank.moreAccounts': '{count} weitere Konten',
  'bank.moreAccountsTotal': '{amount} insgesamt (siehe Bank auf der Website)',
  'bank.cash': 'Bargeld',
  'bank.unpaidFines': 'Offene Bußgelder',
  'bank.none': 'Keine',
  'bank.fineLine': '{n}. {record} am {date}: {amount} ({callsign})',
  'bank.payFine': 'Bußgeld {n} zahlen: {amount}',
  'record.arrest': 'Festnahme',
  'record.citation': 'Strafzettel',
  'record.warning': 'Verwarnung',
};

const es: Record<ReplyKey, string> = {
  'bank.title': 'Banco: {name}',
  'bank.moreAccounts': '{count} cuentas más',
  'bank.moreAccountsTotal': '{amount} en total (mira el banco en la web)',
  'bank.cash': 'Efectivo',
  'bank.unpaidFines': 'Multas pendientes',
  'bank.none': 'Ninguna',
  'bank.fineLine': '{n}. {record} del {date}: {amount} ({callsign})',
  'bank.payFine': 'Pagar multa {n}: {amount}',
  'record.arrest': 'Arresto',
  'record.citation': 'Citación',
  'record.warning': 'Advertencia',
};

export const REPLIES: Record<BotLanguage, Readonly<Record<ReplyKey, string>>> = { en, de, es };

/** A reply's text in a language, its placeholders filled. */
export function reply(
  language: BotLanguage,
  key: ReplyKey,
  params: Record<string, string | number> = {},
): string {
  return formatMessage(REPLIES[language][key], params);
}
