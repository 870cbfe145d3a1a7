import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../app/dashboard-layout';
import { useUser } from '../lib/session';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { useToast } from '../components/toast';
import { formatDate } from '../lib/format';
import { Call911Panel } from '../dispatch';
import { CivilianDetail } from './civilian-detail';
import { useGrantableLicenses } from './api/community-lists';
import { CivilianCourtTab } from './civilian-court-tab';
import { CivilianTabs } from './civilian-tabs';
import { EditCivilianForm, RegisterCivilianModal } from './civilian-form';
import './civilian.css';

type Mode =
  | { kind: 'list' }
  | { kind: 'detail'; id: string }
  | { kind: 'court'; id: string }
  | { kind: 'edit'; id: string };

/** /dashboard/civilian: the member's civilians as cards, then one civilian's records. */
export function CivilianDashboardPage() {
  const { civilians, reloadCivilians, moreCivilians } = useDashboard();
  const user = useUser();
  const licenseRoles = useGrantableLicenses(user.permissions.licenses, user.roles);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [creating, setCreating] = useState(false);
  const toast = useToast();
  const { t } = useTranslation();
  const closeCreate = useCallback(() => setCreating(false), []);
  const selected = mode.kind === 'list' ? undefined : civilians?.find((c) => c._id === mode.id);
  const backToList = () => setMode({ kind: 'list' });

  return (
    <section className="page civ-page">
      <h1>{t('civilians.dashboard.title')}</h1>
      {selected && mode.kind === 'edit' ? (
        <EditCivilianForm
          key={selected._id}
          civilian={selected}
          onCancel={() => setMode({ kind: 'detail', id: selected._id })}
          onSaved={(message) => {
            toast.show(message);
            backToList();
            void reloadCivilians();
          }}
        />
      ) : selected && (mode.kind === 'detail' || mode.kind === 'court') ? (
        <CivilianTabs tab={mode.kind} onTab={(kind) => setMode({ kind, id: selected._id })}>
          {mode.kind === 'court' ? (
            <CivilianCourtTab civilianId={selected._id} />
          ) : (
            <CivilianDetail
              key={selected._id}
              civilian={selected}
              licenseRoles={licenseRoles}
              onClose={backToList}
              onEdit={() => setMode({ kind: 'edit', id: selected._id })}
              onDeleted={() => {
                backToList();
                void reloadCivilians();
              }}
              onChanged={() => void reloadCivilians()}
            />
          )}
        </CivilianTabs>
      ) : (
        <>
          <div className="panel-header civ-list-header">
            <h2>{t('civilians.dashboard.yourCivilians')}</h2>
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              {t('civilians.dashboard.add')}
            </button>
          </div>
          {civilians === null ? (
            <p className="muted">{t('common.loading')}</p>
          ) : civilians.length === 0 ? (
            <EmptyState hint={t('civilians.dashboard.emptyHint')}>
              {t('civilians.dashboard.empty')}
            </EmptyState>
          ) : (
            <ul className="grid civ-cards">
              {civilians.map((c) => (
                <li key={c._id}>
                  <button
                    type="button"
                    className="card civ-card"
                    onClick={() => setMode({ kind: 'detail', id: c._id })}
                  >
                    <span className="civ-card-name">
                      {c.firstName} {c.lastName}
                    </span>
                    <span className="civ-card-line">
                      <span className="muted">{t('civilians.dashboard.dob')}</span>{' '}
                      {formatDate(c.dateOfBirth)}
                    </span>
                    <span className="civ-card-line">
                      <span className="muted">{t('civilians.dashboard.occupation')}</span>{' '}
                      {c.occupation || t('civilians.dashboard.unemployed')}
                    </span>
                    {c.deceased && (
                      <span className="badge badge-gray">{t('civilians.deceased')}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <LoadMore
            hasMore={moreCivilians.hasMore}
            busy={moreCivilians.busy}
            onMore={() => void moreCivilians.more()}
          />
          <Call911Panel civilians={civilians ?? []} />
        </>
      )}
      {creating && (
        <RegisterCivilianModal
          onClose={closeCreate}
          onCreated={() => {
            setCreating(false);
            void reloadCivilians();
          }}
        />
      )}
      {toast.element}
    </section>
  );
}
