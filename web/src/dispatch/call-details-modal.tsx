import { CircleCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/modal';
import { SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useAttachUnit } from './api/attach-unit';
import { useCloseCall } from './api/close-call';
import { useDetachUnit } from './api/detach-unit';
import { type OfficerView } from './api/get-my-officer';
import { type CallView } from './api/list-calls';
import { type UnitView } from './api/list-units';
import { useRequestServices } from './api/request-services';
import { RequestServices } from './call-services';
import { SuggestedUnits } from './suggested-units';
import { CallNotes } from './call-notes';
import { AttachToggle, CallClosedNotice, CallFacts, useCallAction } from './call-facts';

/** A call's details, kept current by the live board; assign, attach, detach and close. */
export function CallDetailsModal({
  call,
  me,
  units,
  onClose,
  onChanged,
}: {
  call: CallView;
  me: OfficerView;
  units: UnitView[];
  onClose(): void;
  onChanged(call: CallView, message?: string): void;
}) {
  const { t } = useTranslation();
  const [assignee, setAssignee] = useState('');
  const attachedIds = new Set(call.units.map((u) => u.officerId));
  const attached = attachedIds.has(me._id);
  const free = units.filter((u) => !attachedIds.has(u.officerId));
  const active = call.status === 'Active';

  const { busy, error, run } = useCallAction<{ call: CallView; message?: string }>((res) =>
    onChanged(res.call, res.message),
  );
  const attach = useAttachUnit();
  const detach = useDetachUnit();
  const requestServices = useRequestServices();
  const closeCall = useCloseCall();

  return (
    <Modal title={t('dispatch.call.title', { number: call.callNumber })} onClose={onClose} wide>
      <div className="form">
        <CallFacts
          call={call}
          police
          unitAction={(u) =>
            active && (
              <button
                type="button"
                className="dispatch-chip-remove"
                aria-label={t('dispatch.call.detachUnit', { callsign: u.callsign })}
                disabled={busy}
                onClick={() =>
                  void run(() => detach.mutateAsync({ callId: call._id, officerId: u.officerId }))
                }
              >
                ×
              </button>
            )
          }
        />
        {attached && <CallNotes callId={call._id} scope="police" canWrite={active} />}
        {active && (
          <>
            <div className="dispatch-assign">
              <SelectField
                label={t('dispatch.call.assignUnit')}
                placeholder={
                  free.length ? t('dispatch.call.selectUnit') : t('dispatch.call.noFreeUnits')
                }
                options={free.map((u) => ({
                  value: u.officerId,
                  label: `${u.callsign} — ${u.name} (${u.status})`,
                }))}
                value={assignee}
                disabled={!free.length}
                onChange={(e) => setAssignee(e.target.value)}
              />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy || !assignee}
                onClick={() =>
                  void run(async () => {
                    const res = await attach.mutateAsync({ callId: call._id, officerId: assignee });
                    setAssignee('');
                    return res;
                  })
                }
              >
                <UserPlus aria-hidden="true" size={16} /> {t('dispatch.call.assign')}
              </button>
            </div>
            <SuggestedUnits
              callId={call._id}
              callNumber={call.callNumber}
              scope="police"
              version={`${call.updatedAt} ${units.map((u) => u.status).join()}`}
              me={me._id}
              busy={busy}
              onPick={(officerId) =>
                void run(() => attach.mutateAsync({ callId: call._id, officerId }))
              }
            />
            <StatusMessage text={error} />
            <div className="form-actions">
              <RequestServices
                call={call}
                busy={busy}
                onRequest={(s) =>
                  void run(() => requestServices.mutateAsync({ callId: call._id, services: s }))
                }
              />
              <AttachToggle
                attached={attached}
                busy={busy}
                me={me}
                offDutyHint={t('dispatch.call.offDutyHint')}
                onAttach={() => void run(() => attach.mutateAsync({ callId: call._id }))}
                onDetach={() =>
                  void run(() => detach.mutateAsync({ callId: call._id, officerId: me._id }))
                }
              />
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => void run(() => closeCall.mutateAsync(call._id))}
              >
                <CircleCheck aria-hidden="true" size={16} /> {t('dispatch.call.close')}
              </button>
            </div>
          </>
        )}
        {!active && <CallClosedNotice />}
      </div>
    </Modal>
  );
}
