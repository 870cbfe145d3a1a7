import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { useSubmit } from '../lib/use-submit';
import { useSession } from '../lib/session';
import { StatusMessage } from '../components/status-message';
import { FieldInput, type Draft } from './field-input';
import { useFileForm, useOfferedForm } from './api';

/** /dashboard/forms/:formId: one published form, filed with its current version. */
export function FileFormPage() {
  const { t } = useTranslation();
  const { formId = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const police = session.status === 'known' && session.user.permissions.publicSafety;
  const query = useOfferedForm(formId);
  const file = useFileForm();
  const [draft, setDraft] = useState<Draft>({});
  const [issues, setIssues] = useState<Record<string, string>>({});
  const { busy, error, submit } = useSubmit((err) => {
    if (err instanceof ApiError && err.issues.length) {
      setIssues(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
    }
    return err instanceof Error ? err.message : t('common.errorOccurred');
  });

  if (query.isPending) return <h1>{t('forms.file.loading')}</h1>;
  const form = query.data?.form;
  if (!form) {
    return (
      <section className="page-status">
        <h1>{t('forms.file.notFound')}</h1>
        <Link to="/dashboard/forms">{t('forms.back')}</Link>
      </section>
    );
  }
  const fields = form.definition.sections.flatMap((s) => s.fields);
  const values = () =>
    Object.fromEntries(
      fields.flatMap((f) => {
        const v = draft[f.key];
        if (v === undefined || v === '') return [];
        // A datetime-local value has no zone: the member's own clock says which instant.
        if (f.type === 'datetime' && typeof v === 'string')
          return [[f.key, new Date(v).toISOString()]];
        return [[f.key, v]];
      }),
    );

  return (
    <section className="forms-page">
      <h1>{form.name}</h1>
      {form.description && <p className="muted">{form.description}</p>}
      <form
        noValidate
        onSubmit={(e) =>
          submit(e, async () => {
            setIssues({});
            const { report } = await file(form.id, values());
            await navigate(`/dashboard/forms/reports/${report.id}`);
          })
        }
      >
        {form.definition.sections.map((section, i) => (
          <fieldset key={i} className="panel section-gap">
            {section.title && <legend>{section.title}</legend>}
            {section.fields.map((f) => (
              <FieldInput
                key={f.key}
                field={f}
                police={police}
                value={draft[f.key]}
                error={issues[f.key]}
                onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))}
              />
            ))}
          </fieldset>
        ))}
        {error && <StatusMessage tone="error" text={error} />}
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('forms.file.submit')}
          </button>
          <Link className="btn btn-secondary" to="/dashboard/forms">
            {t('forms.back')}
          </Link>
        </div>
      </form>
    </section>
  );
}
