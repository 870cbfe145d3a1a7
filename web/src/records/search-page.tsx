import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { formatDate, orNA } from '../lib/format';
import { OfficerGate } from './officer-gate';
import { OwnerProfileView } from './owner-profile';
import { SearchForm } from '../components/search-form';
import { SuggestInput } from '../components/suggest-input';
import { StolenFlag } from '../components/stolen-flag';
import { PlateBolos } from './plate-bolos';
import { useSearches } from './api/search';
import { suggestNames } from './api/suggest-names';
import { suggestVehicles } from './api/suggest-vehicles';
import { suggestWeapons } from './api/suggest-weapons';
import type {
  Civilian,
  Officer,
  OwnerProfile,
  SearchMode,
  Vehicle,
  VehicleMatch,
  Weapon,
} from './api/types';
import { fullName } from './full-name';
import { CustomFieldTerms } from '../components/custom-field-values';

type Result =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'none' }
  | {
      kind: 'vehicle';
      vehicle: Vehicle;
      civilian: Civilian | null;
      bolos: VehicleMatch['bolos'];
      customFields: VehicleMatch['customFields'];
    }
  | {
      kind: 'weapon';
      weapon: Weapon;
      civilian: Civilian | null;
      customFields: VehicleMatch['customFields'];
    }
  | { kind: 'profile'; profile: OwnerProfile };

/** Names need 2 characters before suggestions; plates and serials 1. */
const MIN_CHARS: Record<SearchMode, number> = { name: 2, plate: 1, weapon: 1 };

export function SearchDatabasePage() {
  const { t } = useTranslation();
  return (
    <OfficerGate title={t('records.search.title')}>
      {(officer) => <SearchDatabase officer={officer} />}
    </OfficerGate>
  );
}

function SearchDatabase({ officer }: { officer: Officer }) {
  const { t } = useTranslation();
  const [text, setText] = useState<Record<SearchMode, string>>({ name: '', plate: '', weapon: '' });
  // The search mode is whichever input was used last.
  const [mode, setMode] = useState<SearchMode>('name');
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const searches = useSearches();

  const type = (m: SearchMode) => (value: string) => {
    setMode(m);
    setText((was) => ({ ...was, [m]: value }));
  };

  const run = useCallback(async (load: () => Promise<Result>) => {
    setResult({ kind: 'loading' });
    try {
      setResult(await load());
    } catch (err) {
      // Search failures are only logged; "not found" is simply no match.
      if (!(err instanceof ApiError && err.status === 404)) console.error('Search failed', err);
      setResult({ kind: 'none' });
    }
  }, []);

  const showOwner = useCallback(
    (civilianId: string) =>
      run(async () => ({ kind: 'profile', profile: await searches.owner(civilianId) })),
    [run, searches],
  );

  /** `pickedId` is the suggestion chosen, which makes a plate or serial match exact. */
  const search = (m: SearchMode, value: string, pickedId?: string) => {
    const q = value.trim();
    if (!q) return;
    if (m === 'plate') {
      void run(async () => ({ kind: 'vehicle', ...(await searches.plate(q, pickedId)) }));
    } else if (m === 'weapon') {
      void run(async () => ({ kind: 'weapon', ...(await searches.weapon(q, pickedId)) }));
    } else {
      void run(async () => ({ kind: 'profile', profile: await searches.name(q) }));
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(mode, text[mode]);
  };

  const reloadProfile = () => {
    if (result.kind === 'profile') {
      const id = result.profile.civilian._id;
      searches
        .owner(id)
        .then((profile) => setResult({ kind: 'profile', profile }))
        .catch((err: unknown) => console.error('Failed to reload the profile', err));
    }
  };

  return (
    <section className="page">
      <h1>{t('records.search.title')}</h1>
      <SearchForm
        label={t('records.search.formLabel')}
        rowClassName="search-inputs"
        status={result.kind}
        onSubmit={submit}
      >
        <SuggestInput
          label={t('records.search.name')}
          placeholder={t('records.search.name')}
          value={text.name}
          onChange={type('name')}
          minChars={MIN_CHARS.name}
          load={async (q) =>
            (await suggestNames(q)).map((s) => ({
              key: s._id,
              label: s.name,
              detail: s.dateOfBirth
                ? t('records.dob', { date: formatDate(s.dateOfBirth) })
                : undefined,
            }))
          }
          onPick={(s) => {
            setMode('name');
            setText((was) => ({ ...was, name: s.label }));
            void showOwner(s.key);
          }}
          onEnter={() => search('name', text.name)}
        />
        <SuggestInput
          label={t('records.search.plate')}
          placeholder={t('records.search.plate')}
          value={text.plate}
          onChange={type('plate')}
          minChars={MIN_CHARS.plate}
          load={async (q) =>
            (await suggestVehicles(q)).map((s) => ({
              key: s._id,
              label: s.plate,
              detail: [s.make, s.model].filter(Boolean).join(' ') || undefined,
            }))
          }
          onPick={(s) => {
            setMode('plate');
            setText((was) => ({ ...was, plate: s.label }));
            search('plate', s.label, s.key);
          }}
          onEnter={() => search('plate', text.plate)}
        />
        <SuggestInput
          label={t('records.search.weapon')}
          placeholder={t('records.search.weapon')}
          value={text.weapon}
          onChange={type('weapon')}
          minChars={MIN_CHARS.weapon}
          load={async (q) =>
            (await suggestWeapons(q)).map((s) => ({
              key: s._id,
              label: s.serialNumber,
              detail: s.weaponType,
            }))
          }
          onPick={(s) => {
            setMode('weapon');
            setText((was) => ({ ...was, weapon: s.label }));
            search('weapon', s.label, s.key);
          }}
          onEnter={() => search('weapon', text.weapon)}
        />
      </SearchForm>
      {result.kind === 'vehicle' && (
        <section className="panel section-gap match-card" aria-labelledby="vm-title">
          <div>
            <h2 id="vm-title">{t('records.search.vehicleMatch')}</h2>
            <dl className="details">
              <dt>{t('records.search.plateTerm')}</dt>
              <dd>
                {result.vehicle.plate} {result.vehicle.stolen && <StolenFlag />}
              </dd>
              <dt>{t('records.search.make')}</dt>
              <dd>{result.vehicle.make}</dd>
              <dt>{t('records.search.model')}</dt>
              <dd>{result.vehicle.model}</dd>
              <dt>{t('records.search.color')}</dt>
              <dd>{orNA(result.vehicle.color)}</dd>
              <dt>{t('records.search.insured')}</dt>
              <dd>{result.vehicle.insured ? t('records.yes') : t('records.no')}</dd>
              <CustomFieldTerms fields={result.customFields[result.vehicle._id]} />
            </dl>
            <PlateBolos bolos={result.bolos} />
          </div>
          <OwnerButton
            civilian={result.civilian}
            fallbackId={result.vehicle.civilianId}
            onView={showOwner}
          />
        </section>
      )}
      {result.kind === 'weapon' && (
        <section className="panel section-gap match-card" aria-labelledby="wm-title">
          <div>
            <h2 id="wm-title">{t('records.search.weaponMatch')}</h2>
            <dl className="details">
              <dt>{t('records.search.serial')}</dt>
              <dd>{result.weapon.serialNumber}</dd>
              <dt>{t('records.search.type')}</dt>
              <dd>{result.weapon.weaponType}</dd>
              <CustomFieldTerms fields={result.customFields[result.weapon._id]} />
            </dl>
          </div>
          <OwnerButton
            civilian={result.civilian}
            fallbackId={result.weapon.civilianId}
            onView={showOwner}
          />
        </section>
      )}
      {result.kind === 'profile' && (
        <OwnerProfileView profile={result.profile} officer={officer} onChanged={reloadProfile} />
      )}
    </section>
  );
}

function OwnerButton({
  civilian,
  fallbackId,
  onView,
}: {
  civilian: Civilian | null;
  fallbackId: string;
  onView(civilianId: string): void;
}) {
  const { t } = useTranslation();
  const id = civilian?._id ?? fallbackId;
  return (
    <div className="button-row">
      {civilian && (
        <span className="muted">
          {t('records.search.registeredTo', { name: fullName(civilian) })}
        </span>
      )}
      <button type="button" className="btn btn-primary" disabled={!id} onClick={() => onView(id)}>
        {t('records.search.viewOwner')}
      </button>
    </div>
  );
}
