import { useTranslation } from 'react-i18next';
import { AttachToggle, CallClosedNotice, CallFacts, useCallAction } from '../dispatch';
import type { CallView } from '../dispatch';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { useAttachToCall } from './api/attach-to-call';
import { useDetachFromCall } from './api/detach-from-call';
import type { SafrProfileView } from './api/get-safr-me';

/** A call as fire/rescue sees it, kept current by the live board: every unit of both services. */
export function SafrCallModal({
  call,
  me,
  onClose,
  onChanged,
}: {
  call: CallView;
  me: SafrProfileView;
  onClose(): void;
  onChanged(call: CallView): void;
}) {
  const { t } = useTranslation();
  const { busy, error, run } = useCallAction<{ call: CallView }>((res) => onChanged(res.call));
  const attach = useAttachToCall();
  const detach = useDetachFromCall();
  const attached = call.units.some((u) => u.officerId === me._id);
  const active = call.status === 'Active';

  return (
    <Modal title={t('safr.call.title', { callNumber: call.callNumber })} onClose={onClose} wide>
      <div className="form">
        <CallFacts call={call} />
        <StatusMessage text={error} />
        {active ? (
          <div className="form-actions">
            <AttachToggle
              attached={attached}
              busy={busy}
              me={me}
              offDutyHint={t('safr.call.offDutyHint')}
              onAttach={() => void run(() => attach.mutateAsync(call._id))}
              onDetach={() =>
                void run(() => detach.mutateAsync({ callId: call._id, unitId: me._id }))
              }
            />
          </div>
        ) : (
          <CallClosedNotice />
        )}
      </div>
    </Modal>
  );
}
