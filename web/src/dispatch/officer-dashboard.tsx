import { useCallback, useEffect, useRef, useState } from 'react';
import { PayAccountPanel } from '../economy';
import { useTranslation } from 'react-i18next';
import { UNIT_STATUSES, type Subdivision } from '@tenfour/db/browser';
import { useToast } from '../components/toast';
import { ApiError } from '../lib/api';
import { CadBoardHeader } from './cad-board-header';
import { alarm, useClock } from './cad-parts';
import { StatusChip } from './status';
import { useAcknowledgePanic } from './api/acknowledge-panic';
import { useChangeUnit } from './api/change-unit';
import { type OfficerView } from './api/get-my-officer';
import { type BoloView } from './api/list-bolos';
import { type CallView } from './api/list-calls';
import { useRaisePanic } from './api/raise-panic';
import { useSwitchProfile, type OfficerDepartment } from './api/switch-profile';
import { BoloDetailsModal, CreateBoloModal } from './bolo-modals';
import { CallDetailsModal } from './call-details-modal';
import { ClockHistoryModal } from './clock-history-modal';
import { CreateCallModal, SubdivisionModal } from './dispatch-modals';
import { TenCodesModal, TenCodesTable } from './ten-codes-modal';
import { CallsPanel, UnitsPanel, type CallColumn } from './board-panels';
import { BolosPanel } from './officer-board-panels';
import { OfficerInfoPanel, QuickActions } from './officer-top-panels';
import { useDispatchBoard, type BoardEvent } from './use-dispatch-board';
import { subscribeCallNotes } from './call-note-bus';
import { useOfficerAlerts } from '../alerts';
import { statusText, subdivisionText, unitStatusLabel } from './labels';
import { useServiceStatuses } from './api/community-values';
import { useUser } from '../lib/session';
import { Signal100Panel } from './signal-100';
import { ToneBoard } from './tone-board';

type OpenModal =
  | { kind: 'tenCodes' | 'subdivision' | 'bolo' | 'call' | 'history' }
  | { kind: 'callDetails'; id: string; fallback: CallView }
  | { kind: 'boloDetails'; id: string; fallback: BoloView };

/** The officer's live board: their unit, status buttons, quick actions, calls, BOLOs, units. */
export function OfficerDashboard({
  initial,
  profiles,
  onSwitched,
}: {
  initial: OfficerView;
  profiles: OfficerView[];
  onSwitched(): Promise<void>;
}) {
  const { t } = useTranslation();
  const statuses = useServiceStatuses('police');
  const statusLabelOf = (code: string) => unitStatusLabel(t, statuses, 'police', code);
  const [officer, setOfficer] = useState(initial);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [busyStatus, setBusyStatus] = useState<string | null>(null);
  const [panicking, setPanicking] = useState(false);
  const toast = useToast();
  // A supervisor of the department sets and lifts its Signal 100 from here (docs/signal-100.md).
  const supervises = useUser().supervises.includes(officer.department);
  const { show } = toast;
  const clock = useClock();

  // The board's events also sound (the alerts read the board, so they are wired after it).
  const alertsRef = useRef<(event: BoardEvent) => void>(undefined);
  const onEvent = useCallback(
    (event: BoardEvent) => {
      alertsRef.current?.(event);
      // Someone else's new call is announced; our own was already confirmed by a toast.
      if (event.type === 'call.created' && event.data.createdBy !== initial.callsign) {
        const c = event.data;
        show(
          t('dispatch.officer.newCall', {
            number: c.callNumber,
            type: c.type,
            location: c.location,
          }),
        );
      }
      if (event.type === 'panic.raised' && event.data.officerId !== initial._id) alarm();
      // An open details view of a call or BOLO that just left the board shows its final state.
      if (event.type === 'call.closed' || event.type === 'bolo.cleared') {
        const gone = event.data;
        setModal((m) =>
          (m?.kind === 'callDetails' || m?.kind === 'boloDetails') && m.id === gone._id
            ? ({ ...m, fallback: gone } as OpenModal)
            : m,
        );
      }
      if (event.type === 'unit.updated' && event.data.officerId === initial._id) {
        const unit = event.data;
        setOfficer((o) => ({
          ...o,
          status: unit.status,
          subdivision: unit.subdivision,
          onDuty: unit.onDuty,
          onDutySince: unit.onDutySince,
          // On duty here means off duty with every other profile.
          dutyElsewhere: unit.onDuty ? null : o.dutyElsewhere,
        }));
      }
    },
    [initial._id, initial.callsign, show, t],
  );
  const { board, connection, loadError, apply } = useDispatchBoard(initial._id, onEvent);
  const { onBoardEvent, onNote } = useOfficerAlerts(initial._id, board?.calls);
  useEffect(() => {
    alertsRef.current = onBoardEvent;
  }, [onBoardEvent]);
  useEffect(() => subscribeCallNotes(onNote), [onNote]);
  const changeStatus = useChangeUnit();
  const changeSubdivision = useChangeUnit();
  const raisePanic = useRaisePanic();
  const acknowledgePanic = useAcknowledgePanic();
  const switchProfile = useSwitchProfile();

  const fail = (err: unknown) =>
    toast.show(err instanceof ApiError ? err.message : t('dispatch.error'), 'error');

  const setStatus = async (status: string) => {
    setBusyStatus(status);
    try {
      const { unit } = await changeStatus.mutateAsync({ status });
      apply({ type: 'unit.updated', data: unit });
      onEvent({ type: 'unit.updated', data: unit });
    } catch (err) {
      fail(err);
    } finally {
      setBusyStatus(null);
    }
  };

  const setSubdivision = async (subdivision: Subdivision) => {
    const { unit } = await changeSubdivision.mutateAsync({ subdivision });
    apply({ type: 'unit.updated', data: unit });
    onEvent({ type: 'unit.updated', data: unit });
    setModal(null);
    toast.show(
      t('dispatch.officer.subdivisionSet', {
        subdivision: subdivisionText(t, unit.subdivision),
      }),
    );
  };

  const panic = async () => {
    setPanicking(true);
    try {
      const { alert, message } = await raisePanic.mutateAsync();
      apply({ type: 'panic.raised', data: alert });
      toast.show(message, 'error');
    } catch (err) {
      fail(err);
    } finally {
      setPanicking(false);
    }
  };

  const acknowledge = async (id: string) => {
    try {
      const { alert } = await acknowledgePanic.mutateAsync(id);
      apply({ type: 'panic.acknowledged', data: alert });
    } catch (err) {
      fail(err);
    }
  };

  const switchTo = async (department: string) => {
    try {
      await switchProfile.mutateAsync(department as OfficerDepartment);
      await onSwitched();
    } catch (err) {
      fail(err);
    }
  };

  const calls = board?.calls ?? [];
  // Your Calls: the calls this unit is on (one at a time); Active Calls: the department's.
  const mine = calls.filter((c) => c.units.some((u) => u.officerId === officer._id));
  const openDetails = (c: CallView) => setModal({ kind: 'callDetails', id: c._id, fallback: c });
  const callColumns: CallColumn[] = [
    { heading: t('dispatch.facts.location'), cell: (c) => c.location },
    { heading: t('dispatch.facts.postal'), cell: (c) => c.postal ?? '' },
  ];
  // Your Calls and Active Calls differ only in which calls they list.
  const callsPanel = { me: officer._id, columns: callColumns, mark911: true, onOpen: openDetails };
  const bolos = board?.bolos ?? [];
  const units = board?.units ?? [];
  const alerts = board?.alerts ?? [];
  const openCall =
    modal?.kind === 'callDetails'
      ? (calls.find((c) => c._id === modal.id) ?? modal.fallback)
      : null;
  const openBolo =
    modal?.kind === 'boloDetails'
      ? (bolos.find((b) => b._id === modal.id) ?? modal.fallback)
      : null;

  return (
    <section className="page cad">
      <CadBoardHeader
        title={t('dispatch.officer.title')}
        alerts={alerts}
        onAcknowledge={(id) => void acknowledge(id)}
        profiles={profiles}
        department={officer.department}
        onSwitch={(d) => void switchTo(d)}
        connection={connection}
        loadError={loadError}
      />

      <div className="cad-top">
        <OfficerInfoPanel
          officer={officer}
          clock={clock}
          onHistory={() => setModal({ kind: 'history' })}
        />

        <section className="panel" aria-labelledby="cad-control">
          <h2 id="cad-control">{t('dispatch.officer.controlPanel')}</h2>
          <div className="cad-status-grid">
            {(statuses ?? UNIT_STATUSES).map((s) => (
              <button
                key={s.code}
                type="button"
                className={`choice-tile cad-status ${officer.status === s.code ? 'active' : ''}`}
                style={'colour' in s ? { borderLeft: `4px solid ${s.colour}` } : undefined}
                aria-pressed={officer.status === s.code}
                aria-label={t('dispatch.officer.statusButton', {
                  code: s.code,
                  label: statusLabelOf(s.code),
                })}
                disabled={busyStatus !== null}
                onClick={() => void setStatus(s.code)}
              >
                <strong>{s.code}</strong> <span>{statusLabelOf(s.code)}</span>
              </button>
            ))}
          </div>
          {officer.dutyElsewhere && (
            <p className="message" role="note">
              {officer.dutyElsewhere}
            </p>
          )}
        </section>

        <QuickActions
          onOpen={(kind) => setModal({ kind })}
          panicking={panicking}
          onPanic={() => void panic()}
        />
      </div>
      {supervises && (
        <>
          <Signal100Panel department={officer.department} notify={toast.show} />
          <ToneBoard
            department={officer.department}
            units={units}
            notify={toast.show}
            ownDepartment
          />
        </>
      )}

      <div className="cad-tables">
        <CallsPanel
          id="cad-calls"
          title={t('dispatch.officer.yourCalls')}
          calls={board && mine}
          empty={t('dispatch.officer.notOnCall')}
          {...callsPanel}
        />
        <CallsPanel
          id="cad-active-calls"
          title={t('dispatch.board.activeCalls')}
          calls={board && calls}
          empty={t('dispatch.officer.noCalls')}
          {...callsPanel}
        />
        <BolosPanel
          bolos={board && bolos}
          onOpen={(b) => setModal({ kind: 'boloDetails', id: b._id, fallback: b })}
        />
      </div>

      <div className="cad-bottom">
        <UnitsPanel
          id="cad-units"
          units={board && units}
          me={officer._id}
          status={(u) => (
            <>
              <StatusChip service={u.service} code={u.status} /> {statusText(t, u.status)}
            </>
          )}
          detail={(u) =>
            u.subdivision === 'None' ? t('dispatch.officer.noSubdivision') : u.subdivision
          }
          empty={t('dispatch.officer.noUnits')}
        />

        <PayAccountPanel />

        <section className="panel" aria-labelledby="cad-codes">
          <h2 id="cad-codes">{t('dispatch.tenCodes.reference')}</h2>
          {/* Focusable so keyboard users can scroll the list. */}
          <div
            className="ten-codes-scroll"
            tabIndex={0}
            role="region"
            aria-label={t('dispatch.tenCodes.list')}
          >
            <TenCodesTable />
          </div>
        </section>
      </div>

      {modal?.kind === 'tenCodes' && <TenCodesModal onClose={() => setModal(null)} />}
      {modal?.kind === 'subdivision' && (
        <SubdivisionModal
          current={officer.subdivision}
          onClose={() => setModal(null)}
          onSave={setSubdivision}
        />
      )}
      {modal?.kind === 'call' && (
        <CreateCallModal
          onClose={() => setModal(null)}
          onCreated={(call, message) => {
            apply({ type: 'call.created', data: call });
            setModal(null);
            toast.show(message);
          }}
        />
      )}
      {modal?.kind === 'bolo' && (
        <CreateBoloModal
          onClose={() => setModal(null)}
          onCreated={(bolo, message) => {
            apply({ type: 'bolo.created', data: bolo });
            setModal(null);
            toast.show(message);
          }}
        />
      )}
      {modal?.kind === 'history' && <ClockHistoryModal onClose={() => setModal(null)} />}
      {openCall && (
        <CallDetailsModal
          call={openCall}
          me={officer}
          units={units}
          onClose={() => setModal(null)}
          onChanged={(call, message) => {
            apply({ type: call.status === 'Active' ? 'call.updated' : 'call.closed', data: call });
            if (call.status !== 'Active') setModal(null);
            if (message) toast.show(message);
          }}
        />
      )}
      {openBolo && (
        <BoloDetailsModal
          bolo={openBolo}
          onClose={() => setModal(null)}
          onCleared={(bolo, message) => {
            apply({ type: 'bolo.cleared', data: bolo });
            setModal(null);
            toast.show(message);
          }}
        />
      )}
      {toast.element}
    </section>
  );
}
