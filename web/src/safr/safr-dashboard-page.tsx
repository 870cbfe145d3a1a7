import { Siren } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PayAccountPanel } from '../economy';
import { useTranslation } from 'react-i18next';
import { SAFR_UNIT_STATUSES } from '@tenfour/db/browser';
import { useUser } from '../lib/session';
import { useToast } from '../components/toast';
import { ClockHistoryModal } from '../dispatch';
import type { CallView } from '../dispatch';
import { CallsPanel, UnitsPanel } from '../dispatch';
import { CadBoardHeader } from '../dispatch';
import { ServiceBadges } from '../dispatch';
import { StatusChip, alarm, useClock } from '../dispatch';
import { useDispatchBoard, type BoardEvent } from '../dispatch';
import { ApiError } from '../lib/api';
import { formatTime } from '../lib/format';
import { useAcknowledgePanic } from './api/acknowledge-panic';
import { getSafrClockHistory } from './api/get-clock-history';
import type { SafrProfileView } from './api/get-safr-me';
import { useRaisePanic } from './api/raise-panic';
import { useSetSafrStatus } from './api/set-safr-status';
import { useSwitchSafrProfile } from './api/switch-safr-profile';
import { SAFR_BOARD } from './safr-board';
import { SafrCallModal } from './safr-call-modal';
import { NotFireRescue, SafrPage, useSafrProfiles } from './safr-gate';
import { SafrRegistrationModal } from './safr-registration-modal';
import { safrRoleLabel, safrStatusText } from './labels';
import { useServiceStatuses } from '../dispatch';
import '../dispatch/dispatch.css';
import './safr.css';
import { DepartmentName } from '../lib/departments';

/** /dashboard/safr: the fire/rescue unit's dashboard, on the officers' live board mechanisms. */
export function SafrDashboardPage() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user.permissions.fireRescue) return <NotFireRescue title={t('safr.title.dashboard')} />;
  return <SafrArea />;
}

function SafrArea() {
  const { t } = useTranslation();
  const { state, reload } = useSafrProfiles();
  const [registering, setRegistering] = useState(true);

  if (state.status === 'loading') return <p className="page-status">{t('common.loading')}</p>;
  if (state.status === 'error') {
    return (
      <SafrPage title={t('safr.title.dashboard')}>
        <p className="message error" role="alert">
          {t('safr.gate.loadFailed')}
        </p>
      </SafrPage>
    );
  }
  const { profile, profiles } = state.data;
  if (!profile) {
    return (
      <SafrPage title={t('safr.title.dashboard')}>
        <div className="panel">
          <p>{t('safr.dashboard.needProfile')}</p>
          <button type="button" className="btn btn-primary" onClick={() => setRegistering(true)}>
            {t('safr.dashboard.register')}
          </button>
        </div>
        {registering && (
          <SafrRegistrationModal
            onClose={() => setRegistering(false)}
            onRegistered={() => void reload()}
          />
        )}
      </SafrPage>
    );
  }
  return (
    <SafrDashboard key={profile._id} initial={profile} profiles={profiles} onSwitched={reload} />
  );
}

type OpenModal = { kind: 'history' } | { kind: 'call'; id: string; fallback: CallView };

function SafrDashboard({
  initial,
  profiles,
  onSwitched,
}: {
  initial: SafrProfileView;
  profiles: SafrProfileView[];
  onSwitched(): Promise<void>;
}) {
  const { t } = useTranslation();
  const statuses = useServiceStatuses('safr');
  const [me, setMe] = useState(initial);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const { show } = toast;
  const clock = useClock();

  // Calls already on the board; a call an officer asks fire or EMS on arrives as an update.
  const known = useRef(new Set<string>());
  const onEvent = useCallback(
    (event: BoardEvent) => {
      if (
        (event.type === 'call.created' || event.type === 'call.updated') &&
        event.data.status === 'Active' &&
        !known.current.has(event.data._id)
      ) {
        const c = event.data;
        known.current.add(c._id);
        show(
          t('safr.dashboard.newCall', {
            callNumber: c.callNumber,
            type: c.type,
            location: c.location,
          }),
        );
      }
      if (event.type === 'panic.raised' && event.data.officerId !== initial._id) alarm();
      if (event.type === 'call.closed') {
        const gone = event.data;
        setModal((m) => (m?.kind === 'call' && m.id === gone._id ? { ...m, fallback: gone } : m));
      }
      if (event.type === 'unit.updated' && event.data.officerId === initial._id) {
        const unit = event.data;
        setMe((p) => ({
          ...p,
          status: unit.status,
          onDuty: unit.onDuty,
          onDutySince: unit.onDutySince,
          // On duty here means off duty with every other profile.
          dutyElsewhere: unit.onDuty ? null : p.dutyElsewhere,
        }));
      }
    },
    [initial._id, show, t],
  );
  const { board, connection, loadError, apply } = useDispatchBoard(
    initial._id,
    onEvent,
    SAFR_BOARD,
  );
  useEffect(() => {
    for (const c of board?.calls ?? []) known.current.add(c._id);
  }, [board]);
  const setSafrStatus = useSetSafrStatus();
  const raisePanic = useRaisePanic();
  const acknowledgePanic = useAcknowledgePanic();
  const switchSafrProfile = useSwitchSafrProfile();

  const fail = (err: unknown) =>
    toast.show(err instanceof ApiError ? err.message : t('safr.error'), 'error');

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const setStatus = (status: string) =>
    act(async () => {
      const { unit } = await setSafrStatus.mutateAsync(status);
      apply({ type: 'unit.updated', data: unit });
      onEvent({ type: 'unit.updated', data: unit });
    });

  const panic = () =>
    act(async () => {
      const { alert, message } = await raisePanic.mutateAsync();
      apply({ type: 'panic.raised', data: alert });
      toast.show(message, 'error');
    });

  const acknowledge = (id: string) =>
    act(async () => {
      const { alert } = await acknowledgePanic.mutateAsync(id);
      apply({ type: 'panic.acknowledged', data: alert });
    });

  const switchTo = (department: string) =>
    act(async () => {
      await switchSafrProfile.mutateAsync(department);
      await onSwitched();
    });

  const calls = board?.calls ?? [];
  const units = board?.units ?? [];
  const alerts = board?.alerts ?? [];
  const openCall =
    modal?.kind === 'call' ? (calls.find((c) => c._id === modal.id) ?? modal.fallback) : null;

  return (
    <section className="page cad safr-board">
      <CadBoardHeader
        title={t('safr.title.dashboard')}
        alerts={alerts}
        onAcknowledge={(id) => void acknowledge(id)}
        profiles={profiles}
        department={me.department}
        onSwitch={(d) => void switchTo(d)}
        connection={connection}
        loadError={loadError}
      />

      <div className="cad-top">
        <section className="panel cad-info" aria-labelledby="safr-unit">
          <h2 id="safr-unit">{t('safr.dashboard.unitInformation')}</h2>
          <p className="cad-clock" aria-label={t('safr.dashboard.currentTime')}>
            {clock}
          </p>
          <dl className="details">
            <dt>{t('safr.dashboard.callsign')}</dt>
            <dd>{me.callsign}</dd>
            <dt>{t('safr.dashboard.badgeNumber')}</dt>
            <dd>{me.badgeNumber}</dd>
            <dt>{t('safr.dashboard.status')}</dt>
            <dd data-testid="safr-status">
              <StatusChip service="safr" code={me.status} />
            </dd>
            <dt>{t('safr.dashboard.name')}</dt>
            <dd>
              {me.rank} {me.firstName} {me.lastName}
            </dd>
            <dt>{t('safr.dashboard.role')}</dt>
            <dd>{safrRoleLabel(t, me.role)}</dd>
            <dt>{t('safr.dashboard.station')}</dt>
            <dd>{me.station ?? t('common.notAvailable')}</dd>
            <dt>{t('safr.dashboard.department')}</dt>
            <dd>
              <DepartmentName id={me.department} />
            </dd>
            <dt>{t('safr.dashboard.duty')}</dt>
            <dd>
              {me.onDuty && me.onDutySince
                ? t('safr.dashboard.onDutySince', { time: formatTime(me.onDutySince) })
                : t('safr.dashboard.offDuty')}
            </dd>
          </dl>
          <button
            type="button"
            className="btn btn-link"
            onClick={() => setModal({ kind: 'history' })}
          >
            {t('safr.dashboard.clockHistory')}
          </button>
        </section>

        <section className="panel" aria-labelledby="safr-status">
          <h2 id="safr-status">{t('safr.dashboard.status')}</h2>
          <div className="cad-status-grid">
            {(statuses ?? SAFR_UNIT_STATUSES).map((s) => (
              <button
                key={s.code}
                type="button"
                className={`choice-tile cad-status ${me.status === s.code ? 'active' : ''}`}
                style={'colour' in s ? { borderLeft: `4px solid ${s.colour}` } : undefined}
                aria-pressed={me.status === s.code}
                disabled={busy}
                onClick={() => void setStatus(s.code)}
              >
                <strong>{safrStatusText(t, statuses, s.code)}</strong>
              </button>
            ))}
          </div>
          <p className="muted small">{t('safr.dashboard.statusHint')}</p>
          {me.dutyElsewhere && (
            <p className="message" role="note">
              {me.dutyElsewhere}
            </p>
          )}
          <button
            type="button"
            className="btn btn-danger cad-panic-button"
            disabled={busy}
            onClick={() => void panic()}
          >
            <Siren aria-hidden="true" size={16} /> {t('safr.dashboard.panicButton')}
          </button>
        </section>
      </div>

      <div className="cad-tables">
        <CallsPanel
          id="safr-calls"
          title={t('safr.dashboard.activeCalls')}
          calls={board && calls}
          me={me._id}
          columns={[
            {
              heading: t('safr.dashboard.services'),
              cell: (c) => <ServiceBadges services={c.services} />,
            },
            { heading: t('safr.dashboard.location'), cell: (c) => c.location },
            {
              heading: t('safr.dashboard.units'),
              cell: (c) => c.units.map((u) => u.callsign).join(', ') || t('safr.none'),
            },
          ]}
          empty={t('safr.dashboard.noActiveCalls')}
          onOpen={(c) => setModal({ kind: 'call', id: c._id, fallback: c })}
        />
        <UnitsPanel
          id="safr-units"
          units={board && units}
          me={me._id}
          status={(u) => <StatusChip service={u.service} code={u.status} />}
          detail={(u) =>
            [u.role && safrRoleLabel(t, u.role), u.station].filter(Boolean).join(' · ')
          }
          empty={t('safr.dashboard.noUnits')}
        />
      </div>

      <PayAccountPanel />

      {modal?.kind === 'history' && (
        <ClockHistoryModal
          onClose={() => setModal(null)}
          service="safr"
          load={getSafrClockHistory}
          clockInHint={t('safr.dashboard.clockInHint')}
        />
      )}
      {openCall && (
        <SafrCallModal
          call={openCall}
          me={me}
          onClose={() => setModal(null)}
          onChanged={(call) => apply({ type: 'call.updated', data: call })}
        />
      )}
      {toast.element}
    </section>
  );
}
