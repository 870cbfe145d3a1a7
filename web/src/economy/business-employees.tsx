import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatMoney } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import {
  useHireable,
  useInvite,
  useRemoveEmployee,
  useSetWage,
  type BusinessDetail,
} from './api/businesses';
import { employeeStatusLabel } from './business-labels';

type Employee = BusinessDetail['employees'][number];

/** Employees with their wages, and inviting another member's civilian. */
export function EmployeesPanel({ detail }: { detail: BusinessDetail }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="business-employees">
      <h2 id="business-employees">{t('business.employees.title')}</h2>
      {detail.employees.length === 0 ? (
        <p className="muted">{t('business.employees.none')}</p>
      ) : (
        <ul className="business-rows">
          {detail.employees.map((e) => (
            <EmployeeRow key={e.id} businessId={detail.business.id} employee={e} />
          ))}
        </ul>
      )}
      <InviteForm businessId={detail.business.id} />
    </section>
  );
}

function EmployeeRow({ businessId, employee: e }: { businessId: string; employee: Employee }) {
  const { t } = useTranslation();
  const [wage, setWage] = useState(String(e.wageCents / 100));
  const setWageOf = useSetWage(businessId);
  const remove = useRemoveEmployee(businessId);
  const { busy, error, run, submit } = useSubmit();
  return (
    <li className="business-row">
      <span>
        {e.civilianName} · {employeeStatusLabel(t, e.status)} · {formatMoney(e.wageCents / 100)}
      </span>
      <form
        className="button-row"
        noValidate
        aria-label={t('business.employees.wageFor', { name: e.civilianName })}
        onSubmit={(ev) =>
          void submit(ev, async () => {
            await setWageOf.mutateAsync({ employmentId: e.id, wage });
          })
        }
      >
        <TextField
          label={t('business.employees.wage')}
          inputMode="decimal"
          value={wage}
          onChange={(ev) => setWage(ev.target.value)}
        />
        <button type="submit" className="btn" disabled={busy}>
          {t('business.employees.saveWage')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await remove.mutateAsync(e.id);
            })
          }
        >
          {t('business.employees.remove', { name: e.civilianName })}
        </button>
      </form>
      <StatusMessage text={error} tone="error" />
    </li>
  );
}

function InviteForm({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [civilianId, setCivilianId] = useState('');
  const [wage, setWage] = useState('');
  const [done, setDone] = useState('');
  const found = useHireable(query);
  const options = found.data?.civilians ?? [];
  const chosen = civilianId || options[0]?.id || '';
  const invite = useInvite(businessId);
  const { busy, error, submit } = useSubmit();

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setDone('');
      const answer = await invite.mutateAsync({ civilianId: chosen, wage });
      setDone(answer.message);
      setQuery('');
      setCivilianId('');
    });

  return (
    <form
      className="form"
      noValidate
      aria-label={t('business.employees.invite')}
      onSubmit={(e) => void onSubmit(e)}
    >
      <h3>{t('business.employees.invite')}</h3>
      <TextField
        label={t('business.employees.search')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setCivilianId('');
        }}
      />
      <SelectField
        label={t('business.employees.civilian')}
        value={chosen}
        onChange={(e) => setCivilianId(e.target.value)}
        placeholder={options.length ? undefined : t('business.employees.searchFirst')}
        options={options.map((c) => ({ value: c.id, label: c.name }))}
      />
      <TextField
        label={t('business.employees.wage')}
        inputMode="decimal"
        value={wage}
        onChange={(e) => setWage(e.target.value)}
      />
      <StatusMessage text={error} tone="error" />
      <StatusMessage text={done} tone="success" />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy || !chosen}>
          {t('business.employees.sendInvite')}
        </button>
      </div>
    </form>
  );
}
