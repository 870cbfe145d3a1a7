import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Table, TableHead } from '../components/table';
import { EmptyState } from '../components/empty-state';
import { StatusMessage } from '../components/status-message';
import { useSubmit } from '../lib/use-submit';
import { useAdminFormActions, useAdminForms } from './api';

/** /dashboard/admin/forms: every form, with where it is published; retire or delete. */
export function AdminFormsPage() {
  const { t } = useTranslation();
  const query = useAdminForms();
  const actions = useAdminFormActions();
  const { busy, error, run } = useSubmit();
  const forms = query.data?.forms ?? [];
  return (
    <section className="forms-page">
      <h1>{t('forms.admin.title')}</h1>
      <p className="muted">{t('forms.admin.intro')}</p>
      <Link className="btn btn-primary" to="/dashboard/admin/forms/new">
        {t('forms.admin.new')}
      </Link>
      {error && <StatusMessage tone="error" text={error} />}
      {query.isPending ? (
        <p className="muted">{t('forms.builder.loading')}</p>
      ) : forms.length === 0 ? (
        <EmptyState>{t('forms.admin.none')}</EmptyState>
      ) : (
        <Table>
          <TableHead
            columns={[t('forms.builder.name'), t('forms.admin.version'), t('forms.admin.state')]}
            actions
          />
          <tbody>
            {forms.map((f) => (
              <tr key={f.id}>
                <td>
                  <Link to={`/dashboard/admin/forms/${f.id}`}>{f.name}</Link>
                </td>
                <td>{f.version ?? '—'}</td>
                <td>
                  {f.retired
                    ? t('forms.admin.retired')
                    : f.version
                      ? t('forms.admin.published', {
                          where: [...f.departments, ...f.services].join(', '),
                        })
                      : t('forms.admin.draft')}
                </td>
                <td>
                  {!f.retired && (
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      disabled={busy}
                      onClick={() => run(async () => void (await actions.retire(f.id)))}
                    >
                      {t('forms.admin.retire', { name: f.name })}
                    </button>
                  )}
                  {!f.inUse && (
                    <button
                      type="button"
                      className="btn btn-danger btn-sm"
                      disabled={busy}
                      onClick={() => run(async () => void (await actions.remove(f.id)))}
                    >
                      {t('forms.admin.delete', { name: f.name })}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
