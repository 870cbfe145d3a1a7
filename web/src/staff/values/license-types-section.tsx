import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DMV_TEST_TYPES } from '@tenfour/db/browser';
import { SelectField, TextField } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { StatusMessage } from '../../components/status-message';
import { useFormState } from '../../components/use-form-state';
import { errorText, useSubmit } from '../../lib/use-submit';
import { fieldIssues, formError } from '../departments/field-issues';
import {
  useAdminLicenseTypes,
  useLicenseTypeActions,
  type AdminLicenseType,
  type LicenseTypeInput,
} from './value-lists-api';

/** The same bound the server and the database hold (docs/values.md). */
const MAX_NAME = 60;

interface Fields {
  name: string;
  discordRoleId: string;
  dmvTest: string;
}

const toInput = (f: Fields): LicenseTypeInput => ({
  name: f.name,
  discordRoleId: f.discordRoleId.trim() || null,
  dmvTest: (f.dmvTest || null) as LicenseTypeInput['dmvTest'],
});

/** The license types civilians may hold, in staff's order, and the form that adds one. */
export function LicenseTypesSection() {
  const { t } = useTranslation();
  const list = useAdminLicenseTypes();
  const actions = useLicenseTypeActions();
  const headingId = useId();
  const types = list.data?.licenseTypes;
  return (
    <section className="panel values-service" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('values.licenseTypes.title')}</h2>
      <p className="muted">{t('values.licenseTypes.intro')}</p>
      {types ? (
        <ul className="values-list">
          {types.map((type) => (
            <LicenseTypeRow key={type.id} type={type} />
          ))}
        </ul>
      ) : list.isError ? (
        <StatusMessage text={errorText(list.error)} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
      <h3>{t('values.licenseTypes.add')}</h3>
      <LicenseTypeForm
        submitLabel={t('values.licenseTypes.add')}
        onSave={async (fields) => (await actions.create(toInput(fields))).message}
      />
    </section>
  );
}

function LicenseTypeRow({ type }: { type: AdminLicenseType }) {
  const { t } = useTranslation();
  const actions = useLicenseTypeActions();
  const nameId = useId();
  const [editing, setEditing] = useState(false);
  const [said, setSaid] = useState('');
  const { busy, error, run } = useSubmit();
  const act = (action: () => Promise<{ message: string }>) =>
    void run(async () => {
      setSaid('');
      setSaid((await action()).message);
    });
  const save = async (fields: Fields) => {
    const input = toInput(fields);
    // A name civilians hold cannot change, so an unchanged one is not sent.
    const patch = {
      ...(input.name !== type.name ? { name: input.name } : {}),
      discordRoleId: input.discordRoleId,
      dmvTest: input.dmvTest,
    };
    setSaid((await actions.update(type.id, patch)).message);
    setEditing(false);
    return undefined;
  };
  const remove = () => {
    if (window.confirm(t('values.licenseTypes.confirmDelete', { name: type.name })))
      act(() => actions.remove(type.id));
  };
  return (
    <li className={`values-item${type.retired ? ' is-retired' : ''}`} aria-labelledby={nameId}>
      <div className="values-summary">
        <div className="values-names">
          <strong id={nameId}>{type.name}</strong>
          {type.retired && <span className="badge badge-gray">{t('values.retired')}</span>}
          {type.inUse && <span className="badge badge-yellow">{t('values.inUse')}</span>}
          <div className="muted small">
            {t('values.licenseTypes.summary', {
              role: type.discordRoleId ?? t('values.licenseTypes.none'),
              test: type.dmvTest ?? t('values.licenseTypes.none'),
            })}
          </div>
        </div>
        <div className="values-tools">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            {t('values.edit')}
          </button>
          {type.retired ? (
            <button
              type="button"
              className="btn btn-success btn-sm"
              disabled={busy}
              onClick={() => act(() => actions.restore(type.id))}
            >
              {t('values.restore')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-warning btn-sm"
              disabled={busy}
              onClick={() => act(() => actions.retire(type.id))}
            >
              {t('values.retire')}
            </button>
          )}
          <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={remove}>
            {t('values.delete')}
          </button>
        </div>
      </div>
      <StatusMessage text={error} />
      <StatusMessage text={said} tone="success" />
      {editing && (
        <LicenseTypeForm
          type={type}
          submitLabel={t('values.save')}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}

/** A license type's name, Discord role and DMV test; the server's refusals show here. */
function LicenseTypeForm({
  type,
  submitLabel,
  onSave,
  onCancel,
}: {
  type?: AdminLicenseType;
  submitLabel: string;
  onSave: (fields: Fields) => Promise<string | undefined>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const blank: Fields = { name: '', discordRoleId: '', dmvTest: '' };
  const [values, patch, field] = useFormState<Fields>(
    type
      ? { name: type.name, discordRoleId: type.discordRoleId ?? '', dmvTest: type.dmvTest ?? '' }
      : blank,
  );
  const fields = {
    name: field('name'),
    discordRoleId: field('discordRoleId'),
    dmvTest: field('dmvTest'),
  };
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const { busy, error, submit } = useSubmit(formError);
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setIssues({});
      setSaved('');
      try {
        const said = await onSave(values);
        if (!type) patch(blank);
        setSaved(said ?? '');
      } catch (err) {
        setIssues(fieldIssues(err));
        throw err;
      }
    });
  return (
    <form className="form values-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="form-grid values-form-grid">
        <TextField
          label={t('values.licenseTypes.fields.name')}
          maxLength={MAX_NAME}
          error={issues.name}
          {...fields.name}
        />
        <TextField
          label={t('values.licenseTypes.fields.role')}
          maxLength={32}
          autoComplete="off"
          error={issues.discordRoleId}
          {...fields.discordRoleId}
        />
        <SelectField
          label={t('values.licenseTypes.fields.test')}
          placeholder={t('values.licenseTypes.none')}
          options={DMV_TEST_TYPES}
          {...fields.dmvTest}
        />
      </div>
      <StatusMessage text={issues.dmvTest ?? ''} tone="error" />
      <StatusMessage text={error} />
      <StatusMessage text={saved} tone="success" />
      <FormActions busy={busy} label={submitLabel} {...(onCancel ? { onCancel } : {})} />
    </form>
  );
}
