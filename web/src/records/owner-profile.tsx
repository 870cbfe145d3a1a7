import { useState } from 'react';
import { formatDate, formatDateTime, orNA } from '../lib/format';
import { CreateReportModal } from './create-report-modal';
import { WarrantStatusBadge, warrantStatus } from './warrant-status';
import type { Officer, OwnerProfile } from './api/types';
import { fullName } from './full-name';
import { ProfileRecords } from './profile-records';
import { ProfileSection } from './profile-section';

export { FineBadge } from './profile-records';
import { StolenFlag } from '../components/stolen-flag';
import { Table, TableHead } from '../components/table';
import { RecordCard } from '../components/record-card';

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
  const { civilian, medical } = profile;
  const [reporting, setReporting] = useState(false);
  const activeWarrants = profile.warrants.filter((w) => warrantStatus(w) === 'Active');
  const personal: [string, string][] = [
    ['Name', fullName(civilian)],
    ['Middle Initial', orNA(civilian.middleInitial)],
    ['Date of Birth', formatDate(civilian.dateOfBirth)],
    ['Age', orNA(civilian.age)],
    ['Sex', orNA(civilian.sex)],
    ['SSN', orNA(civilian.ssn)],
    ['Residence', orNA(civilian.residence)],
    ['Zip Code', orNA(civilian.zipCode)],
    ['Occupation', orNA(civilian.occupation)],
    ['Height', orNA(civilian.height)],
    ['Weight', orNA(civilian.weight)],
    ['Hair', orNA(civilian.hairColor)],
    ['Eyes', orNA(civilian.eyeColor)],
    ['Skin Tone', orNA(civilian.skinTone)],
    ['Known Aliases', civilian.knownAliases?.length ? civilian.knownAliases.join(', ') : 'N/A'],
  ];

  return (
    <section aria-label="Owner profile" className="section-gap">
      <div className="profile-title">
        <h2>{fullName(civilian)}</h2>
        {civilian.deceased && <span className="badge badge-gray">Deceased</span>}
        {activeWarrants.length > 0 && (
          <span className="badge badge-red">
            {activeWarrants.length === 1
              ? '1 Active Warrant'
              : `${activeWarrants.length} Active Warrants`}
          </span>
        )}
      </div>
      <div className="profile-grid">
        <section className="panel" aria-labelledby="pi-title">
          <h3 id="pi-title">Personal Information</h3>
          <Details rows={personal} />
        </section>
        <div>
          <section className="panel" aria-labelledby="mi-title">
            <h3 id="mi-title">Medical Information</h3>
            <Details
              rows={[
                ['Blood Type', medical.bloodType],
                ['Allergies', medical.allergies],
                ['Medication', medical.medication],
                ['Past History', medical.pastHistory],
                ['Emergency Contact', orNA(medical.emergencyContactName)],
              ]}
            />
            {medical.records.length > 0 && (
              <>
                <h4 className="section-gap">Medical Notes</h4>
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
            title="Licenses"
            count={profile.licenses.length}
            emptyText="No licenses found."
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
          <section className="panel" aria-labelledby="pst-title">
            <h3 id="pst-title">Public Safety Tools</h3>
            <div className="button-row">
              <button type="button" className="btn btn-primary" onClick={() => setReporting(true)}>
                Create Report
              </button>
              <button
                type="button"
                className="btn btn-warning"
                disabled
                title="License suspension is not available yet."
              >
                Suspend License
              </button>
            </div>
          </section>
        </div>
      </div>

      <ProfileSection
        id="veh-title"
        title="Registered Vehicles"
        className="panel section-gap"
        count={profile.vehicles.length}
        emptyText="No vehicles registered."
      >
        <Table wrapClassName="rec-table-wrap">
          <TableHead columns={['Plate', 'Make', 'Model', 'Color', 'Year', 'Status']} actions />
          <tbody>
            {profile.vehicles.map((v) => (
              <tr key={v._id}>
                <td>{v.plate}</td>
                <td>{v.make}</td>
                <td>{v.model}</td>
                <td>{orNA(v.color)}</td>
                <td>{orNA(v.year)}</td>
                <td>{v.stolen ? <StolenFlag /> : v.status || 'Valid'}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-danger"
                    disabled
                    title="Impounding is not available yet."
                  >
                    Impound
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ProfileSection>

      <ProfileSection
        id="fa-title"
        title="Registered Firearms"
        className="panel section-gap"
        count={profile.weapons.length}
        emptyText="No firearms registered."
      >
        <Table wrapClassName="rec-table-wrap">
          <TableHead columns={['Model', 'Serial', 'Registered To']} />
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

      <div className="records-grid section-gap" aria-label="Past records" role="group">
        <ProfileRecords profile={profile} />
        <ProfileSection
          id="war-title"
          title="Warrants"
          count={profile.warrants.length}
          emptyText="No warrants found."
        >
          <ul className="record-list">
            {profile.warrants.map((w) => (
              <RecordCard
                key={w._id}
                title={<>{w.type} Warrant</>}
                badge={<WarrantStatusBadge warrant={w} />}
              >
                <p>{w.reason}</p>
                <p className="record-item-meta">
                  {w.officerName} ({w.officerCallsign}) · {formatDateTime(w.createdAt)}
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
