import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field, SelectField, TextField } from '../components/field';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { Table } from '../components/table';
import { ApiError } from '../lib/api';
import { useDepartmentName } from '../lib/departments';
import { useSession } from '../lib/session';
import { errorText, useSubmit } from '../lib/use-submit';
import { useRoster, useUpdateRosterMember, type Roster, type RosterMember } from './api';
import './roster.css';

/** Minutes as hours with one decimal, in the reader's number format. */
const hours = (minutes: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
    minutes / 60,
  );

/** Supervisors: who is in their department, on duty or not, hours this week; edit a member. */
export function RosterPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const departmentName = useDepartmentName();
  const supervises = session.user?.supervises ?? [];
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const department = chosen ?? supervises[0];
  const roster = useRoster(department);

  if (!supervises.length)
    return (
      <section className="page">
        <h1>{t('roster.title')}</h1>
        <p className="muted">{t('roster.onlySupervisors')}</p>
        <p>
          <Link to="/home">{t('shell.gate.back')}</Link>
        </p>
      </section>
    );

  return (
    <section className="page roster-page">
      <h1>
        {roster.data
          ? t('roster.titleOf', { department: roster.data.department.name })
          : t('roster.title')}
      </h1>
      <p className="muted">{t('roster.intro')}</p>
      {supervises.length > 1 && (
        <SelectField
          label={t('roster.department')}
          value={department}
          options={supervises.map((id) => ({ value: id, label: departmentName(id) }))}
          onChange={(e) => setChosen(e.target.value)}
        />
      )}
      {roster.data ? (
        <RosterTable roster={roster.data} />
      ) : roster.isError ? (
        <StatusMessage text={errorText(roster.error, t('roster.loadFailed'))} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function RosterTable({ roster }: { roster: Roster }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<RosterMember | null>(null);
  if (!roster.members.length) return <p className="muted">{t('roster.empty')}</p>;
  return (
    <>
      <Table className="roster-table">
        <thead>
          <tr>
            <th>{t('roster.columns.name')}</th>
            <th>{t('roster.columns.callsign')}</th>
            <th>{t('roster.columns.rank')}</th>
            <th>{t('roster.columns.divisions')}</th>
            <th>{t('roster.columns.onDuty')}</th>
            <th>{t('roster.columns.hoursThisWeek')}</th>
            <th>{t('roster.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {roster.members.map((m) => (
            <tr key={m.profileId}>
              <td>
                {m.name}
                {m.service === 'safr' && (
                  <span className="badge badge-gray roster-service">{t('roster.fireRescue')}</span>
                )}
              </td>
              <td>{m.callsign}</td>
              <td>{m.rank}</td>
              <td>{m.divisions.map((d) => d.name).join(', ') || t('roster.noDivisions')}</td>
              <td>
                <span
                  className={`roster-dot ${m.onDuty ? 'roster-dot-on' : ''}`}
                  aria-hidden="true"
                />
                {m.onDuty ? t('roster.onDuty') : t('roster.offDuty')}
              </td>
              <td>{t('roster.hours', { hours: hours(m.minutesThisWeek, i18n.language) })}</td>
              <td>
                <button type="button" className="btn btn-secondary" onClick={() => setEditing(m)}>
                  {t('roster.edit')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {editing && (
        <EditMemberDialog roster={roster} member={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function EditMemberDialog({
  roster,
  member,
  onClose,
}: {
  roster: Roster;
  member: RosterMember;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [rankId, setRankId] = useState(member.rankId ?? '');
  const [divisionIds, setDivisionIds] = useState(member.divisions.map((d) => d.id));
  const [callsign, setCallsign] = useState(member.callsign);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const { busy, error, submit } = useSubmit((err) => {
    if (err instanceof ApiError)
      setIssues(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
    return errorText(err);
  });
  const save = useUpdateRosterMember(roster.department.id);

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setIssues({});
      await save.mutateAsync({
        profileId: member.profileId,
        change: {
          ...(rankId && rankId !== member.rankId ? { rankId } : {}),
          divisionIds,
          ...(callsign.trim() !== member.callsign ? { callsign: callsign.trim() } : {}),
        },
      });
      onClose();
    });

  const toggle = (id: string, on: boolean) =>
    setDivisionIds((ids) => (on ? [...ids, id] : ids.filter((d) => d !== id)));

  return (
    <Modal title={t('roster.editTitle', { name: member.name })} onClose={onClose}>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <SelectField
          label={t('roster.columns.rank')}
          value={rankId}
          placeholder={member.rankId ? undefined : t('roster.noRank')}
          options={roster.ranks.map((r) => ({
            value: r.id,
            label: r.supervisor ? t('roster.supervisorRank', { rank: r.name }) : r.name,
          }))}
          onChange={(e) => setRankId(e.target.value)}
        />
        {issues.rankId && <p className="field-error">{issues.rankId}</p>}
        <Field label={t('roster.columns.divisions')} error={issues.divisionIds}>
          {(id) => (
            <div id={id} className="roster-divisions" role="group">
              {roster.divisions.length ? (
                roster.divisions.map((d) => (
                  <label key={d.id} className="checkbox">
                    <input
                      type="checkbox"
                      checked={divisionIds.includes(d.id)}
                      onChange={(e) => toggle(d.id, e.target.checked)}
                    />
                    {d.name}
                  </label>
                ))
              ) : (
                <span className="muted">{t('roster.noDivisionsDefined')}</span>
              )}
            </div>
          )}
        </Field>
        <TextField
          label={t('roster.columns.callsign')}
          value={callsign}
          maxLength={16}
          error={issues.callsign}
          onChange={(e) => setCallsign(e.target.value)}
        />
        {roster.department.callsignPattern && (
          <p className="muted small">
            {t('roster.callsignPattern', { pattern: roster.department.callsignPattern })}
          </p>
        )}
        <StatusMessage text={Object.keys(issues).length ? '' : error} tone="error" />
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('roster.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('roster.saving') : t('roster.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
