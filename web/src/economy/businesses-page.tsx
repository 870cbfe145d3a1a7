import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CIVILIANS, civiliansPage } from '../civilians';
import { usePaged } from '../components/paged';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatMoney } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { useAnswer, useMyBusinesses, useRegisterBusiness, type Employment } from './api/businesses';
import { answerLabel, businessStatusLabel } from './business-labels';
import './economy.css';

/** /dashboard/businesses: the member's businesses, registering one, invitations and jobs. */
export function BusinessesPage() {
  const { t } = useTranslation();
  const mine = useMyBusinesses();
  return (
    <section className="page">
      <h1>{t('business.list.title')}</h1>
      <p className="muted">{t('business.list.intro')}</p>
      {mine.isError && <StatusMessage text={t('business.list.loadFailed')} tone="error" />}
      {mine.data && mine.data.invitations.length > 0 && (
        <section className="panel" aria-labelledby="business-invitations">
          <h2 id="business-invitations">{t('business.list.invitations')}</h2>
          <ul className="business-rows">
            {mine.data.invitations.map((e) => (
              <EmploymentRow key={e.id} employment={e} actions={['accept', 'decline']} />
            ))}
          </ul>
        </section>
      )}
      {mine.data && mine.data.jobs.length > 0 && (
        <section className="panel" aria-labelledby="business-jobs">
          <h2 id="business-jobs">{t('business.list.jobs')}</h2>
          <ul className="business-rows">
            {mine.data.jobs.map((e) => (
              <EmploymentRow key={e.id} employment={e} actions={['leave']} />
            ))}
          </ul>
        </section>
      )}
      <section className="panel" aria-labelledby="business-mine">
        <h2 id="business-mine">{t('business.list.mine')}</h2>
        {!mine.data ? (
          <p className="page-status">{t('common.loading')}</p>
        ) : mine.data.businesses.length === 0 ? (
          <p className="muted">{t('business.list.none')}</p>
        ) : (
          <ul className="business-rows">
            {mine.data.businesses.map((b) => (
              <li key={b.id} className="business-row">
                <Link to={`/dashboard/businesses/${b.id}`}>{b.name}</Link>
                <span className="muted small">
                  {b.type} · {businessStatusLabel(t, b.status)} ·{' '}
                  {formatMoney(b.balanceCents / 100)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RegisterForm />
    </section>
  );
}

function EmploymentRow({
  employment: e,
  actions,
}: {
  employment: Employment;
  actions: ('accept' | 'decline' | 'leave')[];
}) {
  const { t } = useTranslation();
  const answer = useAnswer();
  const { busy, error, run } = useSubmit();
  return (
    <li className="business-row">
      <span>
        {t('business.list.employment', {
          business: e.businessName,
          civilian: e.civilianName,
          wage: formatMoney(e.wageCents / 100),
        })}
      </span>
      <span className="button-row">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'accept' ? 'btn btn-primary' : 'btn'}
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await answer.mutateAsync({ employmentId: e.id, action });
              })
            }
          >
            {answerLabel(t, action, e.businessName)}
          </button>
        ))}
      </span>
      <StatusMessage text={error} tone="error" />
    </li>
  );
}

function RegisterForm() {
  const { t } = useTranslation();
  const list = usePaged(civiliansPage, [...CIVILIANS, 'pages']);
  const civilians = list.items ?? [];
  const [form, setForm] = useState({ civilianId: '', name: '', type: '', description: '' });
  const [done, setDone] = useState('');
  const register = useRegisterBusiness();
  const { busy, error, submit } = useSubmit();
  const civilianId = form.civilianId || civilians[0]?._id || '';
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setDone('');
      const answer = await register.mutateAsync({ ...form, civilianId });
      setDone(answer.message);
      setForm((f) => ({ ...f, name: '', type: '', description: '' }));
    });

  return (
    <section className="panel" aria-labelledby="business-register">
      <h2 id="business-register">{t('business.register.title')}</h2>
      {civilians.length === 0 ? (
        <p className="muted">{t('business.register.noCivilians')}</p>
      ) : (
        <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <SelectField
            label={t('business.register.owner')}
            value={civilianId}
            onChange={set('civilianId')}
            options={civilians.map((c) => ({
              value: c._id,
              label: `${c.firstName} ${c.lastName}`,
            }))}
          />
          <TextField label={t('business.register.name')} value={form.name} onChange={set('name')} />
          <TextField label={t('business.register.type')} value={form.type} onChange={set('type')} />
          <TextAreaField
            label={t('business.register.description')}
            value={form.description}
            onChange={set('description')}
          />
          <StatusMessage text={error} tone="error" />
          <StatusMessage text={done} tone="success" />
          <div className="button-row">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('business.register.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
