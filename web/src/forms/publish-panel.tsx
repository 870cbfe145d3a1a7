import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_SERVICES, type FormService } from '@tenfour/db/browser';
import { useDepartments } from '../lib/departments';
import { useSubmit } from '../lib/use-submit';
import { StatusMessage } from '../components/status-message';
import { useAdminFormActions, type AdminForm } from './api';

/** Publishing freezes the saved draft as the next version, offered where staff tick. */
export function PublishPanel({ form }: { form: AdminForm }) {
  const { t } = useTranslation();
  const departments = (useDepartments().data ?? []).filter((d) => !d.archived);
  const actions = useAdminFormActions();
  const [chosen, setChosen] = useState<string[]>(form.departments);
  const [services, setServices] = useState<FormService[]>(form.services);
  const [done, setDone] = useState('');
  const { busy, error, run } = useSubmit();
  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);
  const serviceLabel: Record<FormService, string> = {
    police: t('forms.publish.police'),
    fire: t('forms.publish.fire'),
    ems: t('forms.publish.ems'),
  };
  return (
    <section className="panel section-gap" aria-labelledby="publish-title">
      <h2 id="publish-title">{t('forms.publish.title')}</h2>
      <p className="muted">
        {form.version
          ? t('forms.publish.current', { version: form.version })
          : t('forms.publish.never')}
      </p>
      <fieldset className="forms-choices">
        <legend>{t('forms.publish.departments')}</legend>
        {departments.map((d) => (
          <label key={d.id} className="forms-choice">
            <input
              type="checkbox"
              checked={chosen.includes(d.id)}
              onChange={(e) => setChosen((c) => toggle(c, d.id, e.target.checked))}
            />
            {d.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="forms-choices">
        <legend>{t('forms.publish.services')}</legend>
        {FORM_SERVICES.map((s) => (
          <label key={s} className="forms-choice">
            <input
              type="checkbox"
              checked={services.includes(s)}
              onChange={(e) => setServices((c) => toggle(c, s, e.target.checked))}
            />
            {serviceLabel[s]}
          </label>
        ))}
      </fieldset>
      {error && <StatusMessage tone="error" text={error} />}
      {done && <StatusMessage tone="success" text={done} />}
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy || form.retired}
        onClick={() =>
          run(async () => {
            const result = await actions.publish(form.id, { departments: chosen, services });
            setDone(result.message);
          })
        }
      >
        {t('forms.publish.submit')}
      </button>
    </section>
  );
}
