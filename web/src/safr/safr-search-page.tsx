import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { SearchForm } from '../components/search-form';
import { SuggestInput } from '../components/suggest-input';
import { PatientCard } from './patient-card';
import { useReadPatient } from './api/get-patient';
import { useSearchPatient, type PatientView } from './api/search-patient';
import { suggestPatients } from './api/suggest-patients';
import { SafrGate } from './safr-gate';
import '../records/records.css';
import './safr.css';

export function SafrSearchPage() {
  const { t } = useTranslation();
  return <SafrGate title={t('safr.title.search')}>{() => <SafrSearch />}</SafrGate>;
}

type Result =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'patient'; view: PatientView };

function SafrSearch() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const searchPatient = useSearchPatient();
  const getPatient = useReadPatient();

  const run = useCallback(async (load: () => Promise<PatientView>) => {
    setResult({ kind: 'loading' });
    try {
      setResult({ kind: 'patient', view: await load() });
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) console.error('Search failed', err);
      setResult({ kind: 'none' });
    }
  }, []);

  const search = () => {
    if (name.trim()) void run(() => searchPatient(name.trim()));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search();
  };
  const reload = () => {
    if (result.kind !== 'patient') return;
    getPatient(result.view.patient._id)
      .then((view) => setResult({ kind: 'patient', view }))
      .catch((err: unknown) => console.error('Failed to reload the patient', err));
  };

  return (
    <section className="page">
      <h1>{t('safr.title.search')}</h1>
      <SearchForm
        label={t('safr.search.label')}
        rowClassName="safr-search"
        status={result.kind}
        onSubmit={submit}
      >
        <SuggestInput
          label={t('safr.search.name')}
          placeholder={t('safr.search.namePlaceholder')}
          value={name}
          onChange={setName}
          minChars={2}
          load={(q) => suggestPatients(t, q)}
          onPick={(s) => {
            setName(s.label);
            void run(() => getPatient(s.key));
          }}
          onEnter={search}
        />
      </SearchForm>
      {result.kind === 'patient' && <PatientCard view={result.view} onChanged={reload} />}
    </section>
  );
}
