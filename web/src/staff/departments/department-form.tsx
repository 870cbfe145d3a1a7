import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, TextField } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { StatusMessage } from '../../components/status-message';
import { useFormState } from '../../components/use-form-state';
import { useSubmit } from '../../lib/use-submit';
import type { AdminDepartment, DepartmentInput } from './api';
import { fieldIssues, formError } from './field-issues';
import { ServiceLabel, SERVICES, type Service } from './services';

interface Values {
  name: string;
  shortName: string;
  platform: string;
  colour: string;
  callsignPattern: string;
}

/**
 * A department's name, short name, services, platform, colour and callsign pattern: a new
 * one, or one being edited. The server checks everything; its refusals show under each field.
 */
export function DepartmentForm({
  department,
  onSave,
  onCancel,
}: {
  department?: AdminDepartment | undefined;
  onSave: (input: DepartmentInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [values, , field] = useFormState<Values>({
    name: department?.name ?? '',
    shortName: department?.shortName ?? '',
    platform: department?.platform ?? '',
    colour: department?.colour ?? '#5865f2',
    callsignPattern: department?.callsignPattern ?? '',
  });
  const fields = {
    name: field('name'),
    shortName: field('shortName'),
    platform: field('platform'),
    colour: field('colour'),
    callsignPattern: field('callsignPattern'),
  };
  const [services, setServices] = useState<Service[]>(department?.services ?? ['police']);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const { busy, error, setError, submit } = useSubmit(formError);

  const toggle = (service: Service, on: boolean) =>
    setServices((list) => SERVICES.filter((s) => (s === service ? on : list.includes(s))));

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setIssues({});
      try {
        await onSave({
          name: values.name,
          shortName: values.shortName,
          services,
          platform: values.platform || null,
          colour: values.colour,
          callsignPattern: values.callsignPattern || null,
        });
      } catch (err) {
        setIssues(fieldIssues(err));
        throw err;
      }
      setError(`✅ ${department ? t('departments.form.saved') : t('departments.form.created')}`);
    });

  return (
    <form className="form department-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="form-grid department-form-grid">
        <TextField
          label={t('departments.form.name')}
          maxLength={80}
          error={issues.name}
          {...fields.name}
        />
        <TextField
          label={t('departments.form.shortName')}
          maxLength={16}
          error={issues.shortName}
          {...fields.shortName}
        />
        <TextField
          label={t('departments.form.platform')}
          maxLength={32}
          error={issues.platform}
          {...fields.platform}
        />
        <TextField
          label={t('departments.form.colour')}
          type="color"
          error={issues.colour}
          {...fields.colour}
        />
        <TextField
          label={t('departments.form.callsignPattern')}
          maxLength={32}
          placeholder={t('departments.form.callsignPlaceholder')}
          error={issues.callsignPattern}
          {...fields.callsignPattern}
        />
      </div>
      <p className="muted small">{t('departments.form.callsignHelp')}</p>
      <Field label={t('departments.form.services')} error={issues.services}>
        {(id) => (
          <div id={id} className="button-row" role="group">
            {SERVICES.map((service) => (
              <label key={service} className="checkbox">
                <input
                  type="checkbox"
                  checked={services.includes(service)}
                  onChange={(e) => toggle(service, e.target.checked)}
                />{' '}
                <ServiceLabel service={service} />
              </label>
            ))}
          </div>
        )}
      </Field>
      <StatusMessage text={error} />
      <FormActions
        busy={busy}
        label={department ? t('departments.form.save') : t('departments.form.create')}
        busyLabel={t('departments.form.saving')}
        {...(onCancel ? { onCancel } : {})}
      />
    </form>
  );
}
