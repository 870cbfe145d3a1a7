import { useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { Issues } from '../dispatch';
import { ApiError, type FieldIssue } from '../lib/api';
import { errorText, useSubmit } from '../lib/use-submit';
import { useFileReport } from './api/file-report';
import type { ReportBody, ReportJson, ReportKind } from './api/report-kinds';
import { useLinkableCalls, type SafrCall } from './api/list-safr-calls';

/** Field problems are listed by field; anything else is one line. */
function reportFailure(t: TFunction, err: unknown): { text: string; issues: FieldIssue[] } {
  if (err instanceof ApiError && err.issues.length) return { text: '', issues: err.issues };
  return { text: errorText(err, t('safr.error')), issues: [] };
}

/** Hands a report form's fields the form and the ways to change it. */
export interface ReportFieldsProps<F> {
  form: F;
  /** A text or select field's change handler for one key. */
  set(key: keyof F): (e: { target: { value: string } }) => void;
  update(change: (form: F) => F): void;
}

/** One report type's form: its title, blank state, fields, and how the state is sent. */
export interface ReportForm<K extends ReportKind, F> {
  kind: K;
  title(t: TFunction): string;
  blank: F;
  Fields: ComponentType<ReportFieldsProps<F>>;
  body(form: F): ReportBody<K>;
  /** What must be fixed before anything is sent, or ''. */
  check?(form: F, t: TFunction): string;
}

/**
 * Every SAFR report form: a wide dialog with the type's fields, the failure and File Report,
 * signed on the server by the stored profile.
 */
export function ReportFormModal<K extends ReportKind, F>({
  type,
  onClose,
  onCreated,
}: {
  type: ReportForm<K, F>;
  onClose(): void;
  onCreated(report: ReportJson<K>, message: string): void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(type.blank);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const { busy, error, setError, submit } = useSubmit((err) => {
    const failure = reportFailure(t, err);
    setIssues(failure.issues);
    return failure.text;
  });
  const fileReport = useFileReport(type.kind);
  const set = (key: keyof F) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const file = (e: FormEvent) => {
    setIssues([]);
    // What must be fixed first is said without sending anything.
    const problem = type.check?.(form, t) ?? '';
    if (problem) {
      e.preventDefault();
      setError(problem);
      return;
    }
    void submit(e, async () => {
      const res = await fileReport.mutateAsync(type.body(form));
      onCreated(res.report, res.message);
    });
  };
  const { Fields } = type;
  return (
    <Modal title={type.title(t)} onClose={onClose} wide>
      <form className="form" onSubmit={file} noValidate>
        <Fields form={form} set={set} update={setForm} />
        <StatusMessage text={error} />
        <Issues issues={issues} />
        <FormActions busy={busy} label={t('safr.form.fileReport')} onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** A free-text field of a report form, by the form key it edits. */
export interface TextFieldSpec<F> {
  key: { [P in keyof F]: F[P] extends string ? P : never }[keyof F];
  label: string;
  /** A multi-line field. */
  area?: boolean;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'decimal';
}

/** A run of text fields, in the order given. */
export function TextFields<F>({
  fields,
  form,
  set,
}: {
  fields: TextFieldSpec<F>[];
  form: F;
  set: ReportFieldsProps<F>['set'];
}) {
  return fields.map(({ key, area, ...props }) => {
    const Field = area ? TextAreaField : TextField;
    return <Field key={String(key)} {...props} value={form[key] as string} onChange={set(key)} />;
  });
}

const callOption = (t: TFunction, c: SafrCall) => {
  const call = { callNumber: c.callNumber, type: c.type, location: c.location };
  return {
    value: c._id,
    label:
      c.status === 'Active' ? t('safr.call.summary', call) : t('safr.call.summaryClosed', call),
  };
};

/** The department's calls, for the call a report belongs to. */
export function LinkedCallSelect({
  value,
  onChange,
}: {
  value: string;
  onChange(e: { target: { value: string } }): void;
}) {
  const { t } = useTranslation();
  const calls = useLinkableCalls();
  return (
    <SelectField
      label={t('safr.form.linkedCall')}
      placeholder={t('safr.form.noCall')}
      options={calls.map((c) => callOption(t, c))}
      value={value}
      onChange={onChange}
    />
  );
}
