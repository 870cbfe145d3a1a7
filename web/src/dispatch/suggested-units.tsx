import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../lib/format';
import { serviceText } from './labels';
import { useSuggestedUnits, type SuggestionScope } from './api/suggested-units';
import './bulk-units.css';

// The few units worth a glance; the full roster is a select or the units list away.
const SHOWN = 5;

/** What the list depends on: the free units and their statuses (not every status change). */
export function freeUnitsVersion(
  units: readonly { officerId: string; status: string; currentCall?: unknown }[],
) {
  return units
    .filter((u) => !u.currentCall)
    .map((u) => `${u.officerId}:${u.status}`)
    .join();
}

/**
 * The units to send to a call, best first (the server's order: available, of a service the
 * call needs, least recently assigned), each one click from the call. The dispatcher assigns;
 * an officer attaches (their own row says so). Open by default while the call has no unit;
 * the server is asked only while it is open, so a board of many calls stays light.
 */
export function SuggestedUnits({
  callId,
  callNumber,
  scope,
  version,
  me,
  busy,
  openAtFirst = true,
  onPick,
}: {
  callId: string;
  callNumber: number;
  scope: SuggestionScope;
  version: string;
  /** The officer's own unit, whose button says they attach themself. */
  me?: string;
  busy?: boolean;
  openAtFirst?: boolean;
  onPick(unitId: string): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtFirst);
  const { data, isError } = useSuggestedUnits(callId, scope, version, open);
  const headingId = `suggested-${callId}`;
  const listId = `suggested-list-${callId}`;
  return (
    <section className="suggested-units" aria-labelledby={headingId}>
      <h4 id={headingId}>
        <button
          type="button"
          className="btn btn-link btn-sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('dispatch.suggested.title')}
        </button>
      </h4>
      <div id={listId} hidden={!open}>
        {!open || isError ? null : !data ? (
          <p className="muted small">{t('common.loading')}</p>
        ) : data.length ? (
          <ul>
            {data.slice(0, SHOWN).map((u) => (
              <li key={u.officerId}>
                <span>
                  <strong>{u.callsign}</strong> {u.name}
                  <span className="muted small">
                    {' · '}
                    {serviceText(t, u.callService)}
                    {' · '}
                    {u.lastAssignedAt
                      ? t('dispatch.suggested.lastAssigned', { time: formatTime(u.lastAssignedAt) })
                      : t('dispatch.suggested.neverAssigned')}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={busy}
                  aria-label={
                    scope === 'dispatch'
                      ? t('dispatch.suggested.assignTo', {
                          callsign: u.callsign,
                          number: callNumber,
                        })
                      : u.officerId === me
                        ? t('dispatch.suggested.attachMe', { number: callNumber })
                        : t('dispatch.suggested.attachTo', {
                            callsign: u.callsign,
                            number: callNumber,
                          })
                  }
                  onClick={() => onPick(u.officerId)}
                >
                  <UserPlus aria-hidden="true" size={14} />{' '}
                  {scope === 'dispatch'
                    ? t('dispatch.call.assign')
                    : t('dispatch.suggested.attach')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">{t('dispatch.suggested.none')}</p>
        )}
      </div>
    </section>
  );
}
