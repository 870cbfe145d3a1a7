import { CustomFieldTerms } from '../components/custom-field-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, orNA } from '../lib/format';
import { CreateReportModal } from './create-report-modal';
import { WarrantStatusBadge, warrantStatus, warrantTypeLabel } from './warrant-status';
import type { Officer, OwnerProfile } from './api/types';
import { fullName } from './full-name';
import { ProfileRecords } from './profile-records';
import { ProfileSection } from './profile-section';
import { CivilianReports } from '../forms';

export { FineBadge } from './profile-records';
import { StolenFlag } from '../components/stolen-flag';
import { Table, TableHead } from '../components/table';
import { RecordCard } from '../components/record-card';
import { DownloadPdfLink, PrintButton } from '../components/print';
import { recordPdfUrl } from './api/record-pdf';

/** The registered owner: personal and medical information, what they own and their records. */
export function OwnerProfileView({
  profile,
  officer,
  onChanged,
}: {
  profile: OwnerProfile;
  officer: Officer;
  onChanged(): void;
}) {
  const { t, i18n } = useTranslation();
  const { civilian, medical } = profile;
  const [reporting, setReporting] = useState(false);
  const activeWarrants = profile.warrants.filter((w) => warrantStatus(w) === 'Active');
  const personal: [string, string][] = [
    [t('records.profile.name'), fullName(civilian)],
    [t('records.profile.middleInitial'), orNA(civilian.middleInitial)],
    [t('records.profile.dateOfBirth'), formatDate(civilian.dateOfBirth)],
    [t('records.profile.age'), orNA(civilian.age)],
    [t('records.profile.sex'), orNA(civilian.sex)],
    [t('records.profile.ssn'), orNA(civilian.ssn)],
    [t('records.profile.residence'), orNA(civilian.residence)],
    [t('records.profile.zipCode'), orNA(civilian.zipCode)],
    [t('records.profile.occupation'), orNA(civilian.occupation)],
    [t('records.profile.height'), orNA(civilian.height)],
    [t('records.profile.weight'), orNA(civilian.weight)],
    [t('records.profile.hair'), orNA(civilian.hairColor)],
    [t('records.profile.eyes'), orNA(civilian.eyeColor)],
    [t('records.profile.skinTone'), orNA(civilian.skinTone)],
    [t('records.profile.knownAliases'), orNA(civilian.knownAliases?.join(', '))],
  ];

  return (
    <section aria-label={t('records.profile.label')} className="section-gap">
      <div className="profile-title">
        <h2>{fullName(civilian)}</h2>
        {civilian.deceased && (
          <span className="badge badge-gray">{t('records.profile.deceased')}</span>
        )}
        {activeWarrants.length > 0 && (
          <span className="badge badge-red">
            {t('records.profile.activeWarrants', { count: activeWarrants.length })}
          </span>
        )}
        <div className="button-row no-print">
          <PrintButton />
          <DownloadPdfLink href={recordPdfUrl(civilian._id, i18n.language)} />
        </div>
      </div>
      <div className="profile-grid">
        <section className="panel" aria-labelledby="pi-title">
          <h3 id="pi-title">{t('records.profile.personal')}</h3>
          <Details rows={personal} />
          {profile.customFields[civilian._id]?.length ? (
            <dl className="details">
              <CustomFieldTerms fields={profile.customFields[civilian._id]} />
            </dl>
          ) : null}
        </section>
        <div>
          <section className="panel" aria-labelledby="mi-title">
            <h3 id="mi-title">{t('records.profile.medical')}</h3>
            <Details
              rows={[
                [t('records.profile.bloodType'), medical.bloodType],
                [t('records.profile.allergies'), medical.allergies],
                [t('records.profile.medication'), medical.medication],
                [t('records.profile.pastHistory'), medical.pastHistory],
                [t('records.profile.emergencyContact'), orNA(medical.emergencyContactName)],
              ]}
            />
            {medical.records.length > 0 && (
              <>
                <h4 className="section-gap">{t('records.profile.medicalNotes')}</h4>
                <ul className="plain-list">
                  {medical.records.map((m) => (
                    <li key={m._id}>
                      {m.description}{' '}
                      <span className="muted small">({formatDate(m.createdAt)})</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <ProfileSection
            id="lic-title"
            title={t('records.profile.licenses')}
            count={profile.licenses.length}
            emptyText={t('records.profile.noLicenses')}
          >
            <ul className="plain-list">
              {profile.licenses.map((l) => (
                <li key={l.type}>
                  <span className={`badge ${l.status === 'Valid' ? 'badge-green' : 'badge-red'}`}>
                    {l.status}
                  </span>{' '}
                  {l.type}
                </li>
              ))}
            </ul>
          </ProfileSection>
          <section className="panel no-print" aria-labelledby="pst-title">
            <h3 id="pst-title">{t('records.profile.tools')}</h3>
            <div className="button-row">
              <button type="button" className="btn btn-primary" onClick={() => setReporting(true)}>
                {t('records.profile.createReport')}
              </button>
              <button
                type="button"
                className="btn btn-warning"
                disabled
                title={t('records.profile.suspendUnavailable')}
              >
                {t('records.profile.suspend')}
              </button>
            </div>
          </section>
        </div>
      </div>

      <ProfileSection
        id="veh-title"
        title={t('records.profile.vehicles')}
        className="panel section-gap"
        count={profile.vehicles.length}
        emptyText={t('records.profile.noVehicles')}
      >
        <Table wrapClassName="rec-table-wrap">
          <TableHead
            columns={[
              t('records.profile.plate'),
              t('records.profile.make'),
              t('records.profile.model'),
              t('records.profile.color'),
              t('records.profile.year'),
              t('records.profile.status'),
            ]}
            actions
          />
          <tbody>
            {profile.vehicles.map((v) => (
              <tr key={v._id}>
                <td>{v.plate}</td>
                <td>{v.make}</td>
                <td>{v.model}</td>
                <td>{orNA(v.color)}</td>
                <td>{orNA(v.year)}</td>
                <td>{v.stolen ? <StolenFlag /> : v.status || t('records.profile.valid')}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-danger"
                    disabled
                    title={t('records.profile.impoundUnavailable')}
                  >
                    {t('records.profile.impound')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ProfileSection>

      <ProfileSection
        id="fa-title"
        title={t('records.profile.firearms')}
        className="panel section-gap"
        count={profile.weapons.length}
        emptyText={t('records.profile.noFirearms')}
      >
        <Table wrapClassName="rec-table-wrap">
          <TableHead
            columns={[
              t('records.profile.model'),
              t('records.profile.serial'),
              t('records.profile.registeredTo'),
            ]}
          />
          <tbody>
            {profile.weapons.map((w) => (
              <tr key={w._id}>
                <td>{w.weaponType}</td>
                <td>{w.serialNumber}</td>
                <td>{w.registeredName}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ProfileSection>

      <div
        className="records-grid section-gap"
        aria-label={t('records.profile.pastRecords')}
        role="group"
      >
        <ProfileRecords profile={profile} />
        <CivilianReports civilianId={civilian._id} />
        <ProfileSection
          id="war-title"
          title={t('records.profile.warrants')}
          count={profile.warrants.length}
          emptyText={t('records.profile.noWarrants')}
        >
          <ul className="record-list">
            {profile.warrants.map((w) => (
              <RecordCard
                key={w._id}
                title={warrantTypeLabel(t, w.type)}
                badge={<WarrantStatusBadge warrant={w} />}
              >
                <p>{w.reason}</p>
                <p className="record-item-meta">
                  {t('records.filedLine', {
                    name: w.officerName,
                    callsign: w.officerCallsign,
                    date: formatDateTime(w.createdAt),
                  })}
                </p>
              </RecordCard>
            ))}
          </ul>
        </ProfileSection>
      </div>

      {reporting && (
        <CreateReportModal
          civilian={civilian}
          officer={officer}
          onClose={() => setReporting(false)}
          onSubmitted={onChanged}
        />
      )}
    </section>
  );
}

function Details({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="details">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
