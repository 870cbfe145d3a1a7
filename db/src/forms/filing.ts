import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { Officer } from '../dispatch/active-officer';
import { DomainError } from '../infra/errors';
import {
  en,
  englishMessage,
  formatMessage,
  type MessageKey,
  type MessageParams,
} from '../messages';
import { enqueue } from '../outbox/enqueue';
import { officerActor, recordAudit } from '../staff/audit-log';
import { FORM_LIMITS, type FormAnswer, type FormAnswers, type FormField } from './definition';
import { isOffered, type FilerPlace } from './live';
import { customReportMessage } from './embed';
import { toReportJson, type CustomReportJson } from './reports';

/** A field's problem, by the field's key: the API answers these as `issues`. */
export interface AnswerIssue {
  path: string;
  key: MessageKey;
  params: MessageParams;
  message: string;
}

/** A filing refused for its answers: every field's problem at once (400 with `issues`). */
export class FormAnswersError extends DomainError<'forms.answer.required'> {
  constructor(readonly issues: AnswerIssue[]) {
    super('invalid', 'forms.answer.required', { params: { label: issues[0]?.path ?? '' } });
    this.message = issues[0]?.message ?? this.message;
  }
}

/** Who files: their unit profile, where it works, and what they may look up. */
export interface Filer extends FilerPlace {
  officer: Officer;
  /** Officers look up vehicles by plate; fire/rescue members look up people only. */
  seesVehicles: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOLLARS = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

type Db = Kysely<Database> | Transaction<Database>;

function issue(field: FormField, key: MessageKey, params: MessageParams = {}): AnswerIssue {
  const all = { label: field.label, ...params };
  return {
    path: field.key,
    key,
    params: all,
    message: formatMessage(en[key], all),
  };
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** Checks one answer that needs no database; the links are checked together afterwards. */
function checkPlain(field: FormField, value: unknown): FormAnswer | AnswerIssue {
  switch (field.type) {
    case 'text':
    case 'longText': {
      if (typeof value !== 'string') return issue(field, 'forms.answer.text');
      const text = value.trim();
      const max =
        field.maxLength ?? (field.type === 'text' ? FORM_LIMITS.text : FORM_LIMITS.longText);
      if (field.minLength !== undefined && text.length < field.minLength) {
        return issue(field, 'forms.answer.tooShort', { min: field.minLength });
      }
      if (text.length > max) return issue(field, 'forms.answer.tooLong', { max });
      return text;
    }
    case 'number':
    case 'money': {
      let n: number;
      if (field.type === 'number') {
        n = typeof value === 'string' && value.trim() !== '' ? Number(value) : (value as number);
        if (typeof n !== 'number' || !Number.isFinite(n))
          return issue(field, 'forms.answer.number');
      } else {
        const text = typeof value === 'number' ? String(value) : value;
        const match = typeof text === 'string' ? DOLLARS.exec(text.trim()) : null;
        if (!match) return issue(field, 'forms.answer.money');
        n = Number(match[1]) + Number((match[2] ?? '').padEnd(2, '0')) / 100;
      }
      const min = field.min ?? (field.type === 'money' ? 0 : -FORM_LIMITS.number);
      const max = field.max ?? FORM_LIMITS.number;
      if (n < min) return issue(field, 'forms.answer.tooSmall', { min });
      if (n > max) return issue(field, 'forms.answer.tooLarge', { max });
      // Money is stored as whole cents, never a float.
      return field.type === 'money' ? Math.round(n * 100) : n;
    }
    case 'datetime': {
      const at = typeof value === 'string' ? new Date(value) : undefined;
      if (!at || Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value as string)) {
        return issue(field, 'forms.answer.datetime');
      }
      return at.toISOString();
    }
    case 'yesNo':
      return typeof value === 'boolean' ? value : issue(field, 'forms.answer.yesNo');
    case 'oneOf': {
      const options = field.options ?? [];
      return typeof value === 'string' && options.includes(value)
        ? value
        : issue(field, 'forms.answer.option', { options: options.join(', ') });
    }
    case 'severalOf': {
      const options = field.options ?? [];
      const chosen = Array.isArray(value) ? [...new Set(value)] : [value];
      if (!chosen.every((c): c is string => typeof c === 'string' && options.includes(c))) {
        return issue(field, 'forms.answer.option', { options: options.join(', ') });
      }
      const max = field.maxSelections ?? options.length;
      if (chosen.length > max) return issue(field, 'forms.answer.tooMany', { max });
      return chosen;
    }
    case 'civilian':
    case 'vehicle':
    case 'officer':
      return typeof value === 'string' && UUID.test(value)
        ? value
        : issue(field, `forms.answer.${field.type}`);
    case 'charges': {
      const ids = Array.isArray(value) ? [...new Set(value)] : [value];
      if (!ids.every((id): id is string => typeof id === 'string' && UUID.test(id))) {
        return issue(field, 'forms.answer.charge');
      }
      const max = field.maxSelections ?? FORM_LIMITS.selections;
      if (ids.length > max) return issue(field, 'forms.answer.tooMany', { max });
      return ids;
    }
  }
}

/** The text each linked id shows, for the ids that exist and the filer may see. */
async function linkTexts(
  db: Db,
  filer: Filer,
  ids: Record<'civilian' | 'vehicle' | 'charges' | 'officer', string[]>,
) {
  const none = Promise.resolve([] as { id: string; text: string }[]);
  const [civilians, vehicles, charges, officers] = await Promise.all([
    ids.civilian.length
      ? db
          .selectFrom('civilians')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', ids.civilian)
          .execute()
          .then((rows) => rows.map((r) => ({ id: r.id, text: `${r.first_name} ${r.last_name}` })))
      : none,
    // The records search decides what a filer may look up: vehicles are searched by officers.
    ids.vehicle.length && filer.seesVehicles
      ? db
          .selectFrom('vehicles')
          .select(['id', 'plate', 'make', 'model'])
          .where('id', 'in', ids.vehicle)
          .execute()
          .then((rows) =>
            rows.map((r) => ({ id: r.id, text: `${r.plate} · ${r.make} ${r.model}` })),
          )
      : none,
    ids.charges.length
      ? db
          .selectFrom('penal_codes')
          .select(['id', 'title'])
          .where('id', 'in', ids.charges)
          .where('retired_at', 'is', null)
          .execute()
          .then((rows) => rows.map((r) => ({ id: r.id, text: r.title })))
      : none,
    ids.officer.length
      ? db
          .selectFrom('officers')
          .select(['id', 'callsign', 'first_name', 'last_name'])
          .where('id', 'in', ids.officer)
          .execute()
          .then((rows) =>
            rows.map((r) => ({ id: r.id, text: `${r.callsign} · ${r.first_name} ${r.last_name}` })),
          )
      : none,
  ]);
  const map = (rows: { id: string; text: string }[]) => new Map(rows.map((r) => [r.id, r.text]));
  return {
    civilian: map(civilians),
    vehicle: map(vehicles),
    charges: map(charges),
    officer: map(officers),
  };
}

/**
 * The answers checked against the version's fields: types, required, limits, options, money
 * in cents, and every link existing and visible to the filer. Throws every problem at once.
 */
export async function checkAnswers(
  db: Db,
  filer: Filer,
  fields: FormField[],
  values: Record<string, unknown>,
): Promise<FormAnswers> {
  const issues: AnswerIssue[] = [];
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(values)) {
    if (!known.has(key)) {
      issues.push({
        path: key,
        key: 'forms.answer.unknownField',
        params: { key },
        message: englishMessage('forms.answer.unknownField', { key }),
      });
    }
  }
  const plain = new Map<FormField, FormAnswer>();
  for (const field of fields) {
    const value = values[field.key];
    if (isEmpty(value)) {
      if (field.required) issues.push(issue(field, 'forms.answer.required'));
      continue;
    }
    const checked = checkPlain(field, value);
    if (typeof checked === 'object' && checked !== null && 'path' in checked) issues.push(checked);
    else plain.set(field, checked);
  }
  const ids = {
    civilian: [] as string[],
    vehicle: [] as string[],
    charges: [] as string[],
    officer: [] as string[],
  };
  for (const [field, answer] of plain) {
    if (field.type === 'civilian' || field.type === 'vehicle' || field.type === 'officer') {
      ids[field.type].push(answer as string);
    } else if (field.type === 'charges') ids.charges.push(...(answer as string[]));
  }
  const texts = await linkTexts(db, filer, ids);
  const answers: FormAnswers = {};
  for (const [field, answer] of plain) {
    if (field.type === 'civilian' || field.type === 'vehicle' || field.type === 'officer') {
      const text = texts[field.type].get(answer as string);
      if (text === undefined) issues.push(issue(field, `forms.answer.${field.type}`));
      else answers[field.key] = { id: answer as string, text };
    } else if (field.type === 'charges') {
      const chosen = (answer as string[]).map((id) => ({ id, text: texts.charges.get(id) }));
      if (chosen.some((c) => c.text === undefined))
        issues.push(issue(field, 'forms.answer.charge'));
      else answers[field.key] = chosen as { id: string; text: string }[];
    } else answers[field.key] = answer;
  }
  if (issues.length) throw new FormAnswersError(issues);
  return answers;
}

/** Lowercased words a report is found by: its texts and what its links showed. */
function searchText(answers: FormAnswers): string {
  const parts: string[] = [];
  for (const a of Object.values(answers)) {
    if (typeof a === 'string') parts.push(a);
    else if (Array.isArray(a)) for (const x of a) parts.push(typeof x === 'string' ? x : x.text);
    else if (typeof a === 'object') parts.push(a.text);
  }
  return parts.join(' ').toLowerCase().slice(0, 20_000);
}

/**
 * Files a form with its current version, in one transaction: checked on the server from the
 * stored version, audited, and (when the form says so) posted to the department's report
 * webhook through the outbox, so the post exists if and only if the report does.
 */
export async function fileForm(
  db: Kysely<Database>,
  filer: Filer,
  formId: string,
  values: Record<string, unknown>,
  now: Date,
): Promise<CustomReportJson> {
  return db.transaction().execute(async (trx) => {
    const form = await trx
      .selectFrom('custom_forms as f')
      .innerJoin('custom_form_versions as v', (j) =>
        j.onRef('v.form_id', '=', 'f.id').onRef('v.version', '=', 'f.current_version'),
      )
      .select([
        'f.id',
        'f.retired_at',
        'f.departments',
        'f.services',
        'v.id as version_id',
        'v.version',
        'v.name',
        'v.definition',
        'v.post_to_webhook',
      ])
      .where('f.id', '=', formId)
      .executeTakeFirst();
    if (!form || !isOffered(form, filer)) throw new DomainError('not_found', 'forms.notFound');
    if (form.retired_at) throw new DomainError('conflict', 'forms.retired');
    const fields = form.definition.sections.flatMap((s) => s.fields);
    const answers = await checkAnswers(trx, filer, fields, values);
    const civilianIds = fields
      .filter((f) => f.type === 'civilian' && answers[f.key])
      .map((f) => (answers[f.key] as { id: string }).id);
    const { officer } = filer;
    const row = await trx
      .insertInto('custom_reports')
      .values({
        form_id: form.id,
        version_id: form.version_id,
        department: filer.department,
        filer_discord_id: officer.discord_id,
        officer_id: officer.id,
        filer_name: `${officer.first_name} ${officer.last_name}`,
        filer_callsign: officer.callsign,
        answers: JSON.stringify(answers),
        civilian_ids: [...new Set(civilianIds)],
        search_text: searchText(answers),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: now,
      actor: officerActor(officer),
      action: 'custom_report.create',
      target: { type: 'custom_report', id: row.id, label: form.name },
      after: { formId: form.id, version: form.version },
    });
    const version = { name: form.name, version: form.version, definition: form.definition };
    const report = toReportJson(row, { ...version, versionId: form.version_id, formId: form.id });
    if (form.post_to_webhook) {
      await enqueue(
        trx,
        'webhook',
        { platform: filer.department, message: customReportMessage(report) },
        { dedupeKey: `webhook:${row.id}` },
      );
    }
    return report;
  });
}
