import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DMV_TEST_TYPES } from '@tenfour/db/browser';
import { SelectField, TextField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { errorText } from '../../lib/use-submit';
import {
  useAdminLicenseTypes,
  useLicenseTypeActions,
  type AdminLicenseType,
  type LicenseTypeInput,
} from './value-lists-api';
import { useValueForm, ValueForm } from './value-form';
import { ValueRow } from './value-row';

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
  return (
    <ValueRow<Fields>
      value={type}
      actions={actions}
      confirmDelete={t('values.licenseTypes.confirmDelete', { name: type.name })}
      name={(id) => <strong id={id}>{type.name}</strong>}
      details={t('values.licenseTypes.summary', {
        role: type.discordRoleId ?? t('values.licenseTypes.none'),
        test: type.dmvTest ?? t('values.licenseTypes.none'),
      })}
      edit={{
        update: (fields) => {
          const input = toInput(fields);
          // A name civilians hold cannot change, so an unchanged one is not sent.
          return actions.update(type.id, {
            ...(input.name !== type.name ? { name: input.name } : {}),
            discordRoleId: input.discordRoleId,
            dmvTest: input.dmvTest,
          });
        },
        form: (editor) => (
          <LicenseTypeForm type={type} submitLabel={t('values.save')} {...editor} />
        ),
      }}
    />
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
  const form = useValueForm<Fields>(
    type && {
      name: type.name,
      discordRoleId: type.discordRoleId ?? '',
      dmvTest: type.dmvTest ?? '',
    },
    blank,
    onSave,
  );
  const { field, issues } = form;
  const fields = {
    name: field('name'),
    discordRoleId: field('discordRoleId'),
    dmvTest: field('dmvTest'),
  };
  return (
    <ValueForm form={form} submitLabel={submitLabel} onCancel={onCancel}>
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
    </ValueForm>
  );
}
