import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { useSubmit } from '../lib/use-submit';
import { TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { BuilderField, type DraftField } from './builder-field';
import { PublishPanel } from './publish-panel';
import { useAdminFormActions, useAdminForms, type AdminForm, type FormInput } from './api';

type DraftSection = { title: string; fields: DraftField[] };

const newField = (n: number): DraftField => ({
  key: `field${n}`,
  label: '',
  type: 'text',
  required: false,
});

/** /dashboard/admin/forms/:formId ('new' for a new form): the builder. */
export function FormBuilderPage() {
  const { t } = useTranslation();
  const { formId = 'new' } = useParams();
  const query = useAdminForms();
  if (query.isPending) return <h1>{t('forms.builder.loading')}</h1>;
  const form = query.data?.forms.find((f) => f.id === formId);
  if (formId !== 'new' && !form) {
    return (
      <section className="page-status">
        <h1>{t('forms.builder.notFound')}</h1>
        <Link to="/dashboard/admin/forms">{t('forms.back')}</Link>
      </section>
    );
  }
  return <Builder key={formId} form={form} />;
}

function Builder({ form }: { form: AdminForm | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useAdminFormActions();
  const [name, setName] = useState(form?.name ?? '');
  const [description, setDescription] = useState(form?.description ?? '');
  const [postToWebhook, setPost] = useState(form?.postToWebhook ?? false);
  const [sections, setSections] = useState<DraftSection[]>(
    form?.definition.sections ?? [{ title: '', fields: [newField(1)] }],
  );
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  const { busy, error, submit } = useSubmit((err) => {
    if (err instanceof ApiError) {
      setIssues(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
      return err.message;
    }
    return t('common.errorOccurred');
  });
  const count = sections.reduce((n, s) => n + s.fields.length, 0);
  const setSection = (i: number, s: DraftSection) =>
    setSections((all) => all.map((x, j) => (j === i ? s : x)));
  const body = (): FormInput => ({
    name,
    description,
    postToWebhook,
    definition: {
      sections: sections.map((s) => ({
        title: s.title,
        fields: s.fields.map(({ optionsText: _o, ...f }) => f),
      })),
    },
  });
  const issueAt = (si: number, fi: number) =>
    Object.entries(issues).find(([p]) =>
      p.startsWith(`definition.sections.${si}.fields.${fi}.`),
    )?.[1];

  return (
    <section className="forms-page">
      <h1>
        {form ? t('forms.builder.editTitle', { name: form.name }) : t('forms.builder.newTitle')}
      </h1>
      <form
        noValidate
        onSubmit={(e) =>
          submit(e, async () => {
            setIssues({});
            setDone('');
            const result = form
              ? await actions.update(form.id, body())
              : await actions.create(body());
            setDone(result.message);
            if (!form) await navigate(`/dashboard/admin/forms/${result.form.id}`);
          })
        }
      >
        <div className="panel">
          <TextField
            label={t('forms.builder.name')}
            value={name}
            error={issues.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextAreaField
            label={t('forms.builder.description')}
            value={description}
            rows={2}
            onChange={(e) => setDescription(e.target.value)}
          />
          <label className="forms-choice">
            <input
              type="checkbox"
              checked={postToWebhook}
              onChange={(e) => setPost(e.target.checked)}
            />
            {t('forms.builder.postToWebhook')}
          </label>
        </div>
        {sections.map((section, si) => (
          <fieldset key={si} className="panel section-gap">
            <legend>{t('forms.builder.section', { n: si + 1 })}</legend>
            <TextField
              label={t('forms.builder.sectionTitle')}
              value={section.title}
              onChange={(e) => setSection(si, { ...section, title: e.target.value })}
            />
            <ol className="forms-builder-fields">
              {section.fields.map((field, fi) => (
                <BuilderField
                  key={fi}
                  field={field}
                  error={issueAt(si, fi)}
                  onChange={(f) =>
                    setSection(si, {
                      ...section,
                      fields: section.fields.map((x, j) => (j === fi ? f : x)),
                    })
                  }
                  onMove={(by) => {
                    const to = fi + by;
                    if (to < 0 || to >= section.fields.length) return;
                    const fields = [...section.fields];
                    [fields[fi], fields[to]] = [fields[to]!, fields[fi]!];
                    setSection(si, { ...section, fields });
                  }}
                  onRemove={() =>
                    setSection(si, {
                      ...section,
                      fields: section.fields.filter((_, j) => j !== fi),
                    })
                  }
                />
              ))}
            </ol>
            <div className="button-row">
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() =>
                  setSection(si, { ...section, fields: [...section.fields, newField(count + 1)] })
                }
              >
                {t('forms.builder.addField')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => setSections((all) => all.filter((_, j) => j !== si))}
              >
                {t('forms.builder.removeSection')}
              </button>
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          className="btn btn-secondary section-gap"
          onClick={() => setSections((all) => [...all, { title: '', fields: [] }])}
        >
          {t('forms.builder.addSection')}
        </button>
        {issues['definition.sections'] && (
          <StatusMessage tone="error" text={issues['definition.sections']} />
        )}
        {error && <StatusMessage tone="error" text={error} />}
        {done && <StatusMessage tone="success" text={done} />}
        <div className="button-row section-gap">
          <button type="submit" className="btn btn-primary" disabled={busy || form?.retired}>
            {t('forms.builder.save')}
          </button>
          <Link className="btn btn-secondary" to="/dashboard/admin/forms">
            {t('forms.back')}
          </Link>
        </div>
      </form>
      {form && <PublishPanel form={form} />}
    </section>
  );
}
