import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';
import { moved, useAdminDepartments, useDepartmentActions, type AdminDepartment } from './api';
import { DepartmentForm } from './department-form';
import { PartsEditor } from './parts-editor';
import { ServiceLabel } from './services';
import { WebhookField } from './webhook-field';
import './departments.css';

/** Staff: the community's departments, their webhooks, divisions and ranks. */
export function DepartmentsPage() {
  const { t } = useTranslation();
  const list = useAdminDepartments();
  const actions = useDepartmentActions();
  const [creating, setCreating] = useState(false);
  const departments = list.data?.departments;

  return (
    <section className="page departments-page">
      <div className="panel-header">
        <h1>{t('departments.title')}</h1>
        {!creating && (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden /> {t('departments.new')}
          </button>
        )}
      </div>
      <p className="muted">{t('departments.intro')}</p>
      {creating && (
        <div className="panel">
          <h2>{t('departments.form.createTitle')}</h2>
          <DepartmentForm
            onSave={async (input) => {
              await actions.create(input);
              setCreating(false);
            }}
            onCancel={() => setCreating(false)}
          />
        </div>
      )}
      {departments ? (
        <ol className="department-list">
          {departments.map((department, i) => (
            <DepartmentItem
              key={department.id}
              department={department}
              first={i === 0}
              last={i === departments.length - 1}
              onMove={(by) => actions.reorder(moved(departments, i, by).map((d) => d.id))}
            />
          ))}
        </ol>
      ) : list.isError ? (
        <StatusMessage text={t('departments.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function DepartmentItem({
  department,
  first,
  last,
  onMove,
}: {
  department: AdminDepartment;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const actions = useDepartmentActions();
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useSubmit();
  const act = (action: () => Promise<unknown>) =>
    void run(async () => {
      await action();
    });

  return (
    <li className={`panel department-item${department.archived ? ' is-archived' : ''}`}>
      <div className="department-summary">
        <span className="department-swatch" style={{ background: department.colour }} aria-hidden />
        <div className="department-names">
          <strong>{department.name}</strong> <span className="muted">({department.shortName})</span>
          {department.archived && (
            <>
              {' '}
              <span className="badge badge-gray">{t('departments.archived')}</span>
            </>
          )}
          <div className="muted small">
            {department.services.map((s, i) => (
              <span key={s}>
                {i > 0 && ' · '}
                <ServiceLabel service={s} />
              </span>
            ))}
            {' — '}
            {department.platform ?? t('departments.noPlatform')}
          </div>
        </div>
        <div className="department-tools">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-label={t('departments.actions.moveUp', { name: department.name })}
            disabled={busy || first}
            onClick={() => act(() => onMove(-1))}
          >
            <ArrowUp size={16} aria-hidden />
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-label={t('departments.actions.moveDown', { name: department.name })}
            disabled={busy || last}
            onClick={() => act(() => onMove(1))}
          >
            <ArrowDown size={16} aria-hidden />
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {t('departments.actions.edit')}
          </button>
          {department.archived ? (
            <button
              type="button"
              className="btn btn-success btn-sm"
              disabled={busy}
              onClick={() => act(() => actions.restore(department.id))}
            >
              {t('departments.actions.restore')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-warning btn-sm"
              disabled={busy}
              onClick={() => act(() => actions.archive(department.id))}
            >
              {t('departments.actions.archive')}
            </button>
          )}
        </div>
      </div>
      <StatusMessage text={error} />
      {open && (
        <div className="department-editor">
          <h2>{t('departments.form.editTitle', { name: department.name })}</h2>
          <DepartmentForm
            department={department}
            onSave={(input) => actions.update(department.id, input)}
          />
          <h3>{t('departments.webhooks.title')}</h3>
          <WebhookField department={department} channel="report" />
          <WebhookField department={department} channel="dispatch" />
          <PartsEditor department={department} table="divisions" />
          <PartsEditor department={department} table="ranks" />
        </div>
      )}
    </li>
  );
}
