import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { useSubmit } from '../../lib/use-submit';
import { useResyncAll, useRoles, useSaveMapping, type MappingBody, type RolesView } from './api';
import { RolePicker } from './role-picker';
import './roles.css';

type Slot = Extract<MappingBody, { slots: unknown }>['slots'][number];
type Permission = Slot['permission'];

const key = (permission: string, target: string) => `${permission}\u0000${target}`;

const DEPARTMENT: Permission = 'department';
const RANK: Permission = 'rank';
const LICENSE: Permission = 'license';
const NO_TARGET = '';

/** Staff: which of the Discord server's roles grant what on the site. */
export function RolesPage() {
  const { t } = useTranslation();
  const view = useRoles();
  return (
    <section className="page roles-page">
      <h1>{t('roles.title')}</h1>
      <p className="muted">{t('roles.intro')}</p>
      {view.data ? (
        <MappingForm view={view.data} />
      ) : view.isError ? (
        <StatusMessage text={t('roles.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function MappingForm({ view }: { view: RolesView }) {
  const { t } = useTranslation();
  const initial = useMemo(() => {
    const slots = new Map<string, string[]>();
    for (const row of view.mapping) {
      const k = key(row.permission, row.target);
      slots.set(k, [...(slots.get(k) ?? []), row.roleId]);
    }
    return slots;
  }, [view.mapping]);
  const [slots, setSlots] = useState(initial);
  const names = useMemo(
    () => new Map(view.mapping.map((r) => [r.roleId, r.roleName])),
    [view.mapping],
  );
  const save = useSaveMapping();
  const resync = useResyncAll();
  const saving = useSubmit();
  const resyncing = useSubmit();

  const picker = (permission: Permission, target: string, label: string, help?: string) => (
    <RolePicker
      key={key(permission, target)}
      label={label}
      help={help}
      chosen={slots.get(key(permission, target)) ?? []}
      roles={view.roles}
      names={names}
      onChange={(ids) => setSlots(new Map(slots).set(key(permission, target), ids))}
    />
  );

  const onSubmit = (e: FormEvent) =>
    saving.submit(e, async () => {
      const body: Slot[] = [...slots].map(([k, roleIds]) => {
        const [permission, target] = k.split('\u0000') as [Permission, string];
        return { permission, target, roleIds };
      });
      await save.mutateAsync({ slots: body.filter((s) => s.roleIds.length > 0) });
      saving.setError(`✅ ${t('roles.saved')}`);
    });

  const onResync = (e: FormEvent) =>
    resyncing.submit(e, async () => {
      const { members } = await resync.mutateAsync();
      resyncing.setError(`✅ ${t('roles.resyncStarted', { count: members })}`);
    });

  // The permissions without a target, in the order staff read them.
  const access: { permission: Permission; label: string; help?: string }[] = [
    { permission: 'member', label: t('roles.member'), help: t('roles.memberHelp') },
    { permission: 'staff', label: t('roles.staff') },
    { permission: 'dispatcher', label: t('roles.dispatcher') },
    { permission: 'judge', label: t('roles.judge') },
    { permission: 'public_safety', label: t('roles.publicSafety') },
    { permission: 'fire_rescue', label: t('roles.fireRescue') },
  ];
  const departments = view.departments.filter((d) => !d.archived);
  const missing = view.mapping.filter((r) => r.missing).length;
  return (
    <>
      {!view.guildAvailable && <StatusMessage text={t('roles.guildUnavailable')} tone="error" />}
      {missing > 0 && (
        <StatusMessage text={t('roles.missingCount', { count: missing })} tone="error" />
      )}
      <form className="roles-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <fieldset className="panel">
          <legend>{t('roles.access')}</legend>
          {access.map((a) => picker(a.permission, NO_TARGET, a.label, a.help))}
        </fieldset>
        <fieldset className="panel">
          <legend>{t('roles.departments')}</legend>
          <p className="muted small">{t('roles.departmentsHelp')}</p>
          {departments.map((d) =>
            picker(
              DEPARTMENT,
              d.id,
              t('roles.departmentLabel', { name: d.name, shortName: d.shortName }),
            ),
          )}
        </fieldset>
        {view.ranks.length > 0 && (
          <fieldset className="panel">
            <legend>{t('roles.ranks')}</legend>
            <p className="muted small">{t('roles.ranksHelp')}</p>
            {view.ranks.map((rank) =>
              picker(
                RANK,
                rank.id,
                t('roles.rankLabel', {
                  department:
                    view.departments.find((d) => d.id === rank.department)?.shortName ??
                    rank.department,
                  rank: rank.name,
                }),
              ),
            )}
          </fieldset>
        )}
        <fieldset className="panel">
          <legend>{t('roles.licenses')}</legend>
          {view.licenses.map((license) => picker(LICENSE, license, license))}
        </fieldset>
        <StatusMessage text={saving.error} />
        <div className="button-row roles-actions">
          <button type="submit" className="btn btn-primary" disabled={saving.busy}>
            {saving.busy ? t('roles.saving') : t('roles.save')}
          </button>
        </div>
      </form>
      <form className="panel" noValidate onSubmit={(e) => void onResync(e)}>
        <h2>{t('roles.resyncTitle')}</h2>
        <p className="muted small">{t('roles.resyncHelp')}</p>
        <StatusMessage text={resyncing.error} />
        <div className="button-row">
          <button type="submit" className="btn" disabled={resyncing.busy}>
            {t('roles.resync')}
          </button>
        </div>
      </form>
    </>
  );
}
