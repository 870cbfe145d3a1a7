import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { StatusMessage } from '../../components/status-message';
import { ApiError } from '../../lib/api';
import { errorText, useSubmit } from '../../lib/use-submit';
import { useValuesFile, type ImportPlan } from './value-lists-api';

/** The server takes at most 100 KB in a request; a larger file is refused before sending. */
const MAX_FILE_BYTES = 100 * 1024;

type Section = keyof ImportPlan;
const SECTIONS = [
  'statuses',
  'callTypes',
  'licenseTypes',
  'lists',
  'forms',
  'customFields',
] as const satisfies Section[];

function sectionTitle(t: TFunction, section: Section): string {
  switch (section) {
    case 'statuses':
      return t('values.portable.sections.statuses');
    case 'callTypes':
      return t('values.callTypes.title');
    case 'licenseTypes':
      return t('values.licenseTypes.title');
    case 'lists':
      return t('values.lists.title');
    case 'forms':
      return t('forms.admin.title');
    case 'customFields':
      return t('values.customFields.title');
  }
}

/** A file refused here, before it is sent: its words are the reader's. */
class FileRefused extends Error {}

/** A refused file: each field's reason, where the server named one. */
function refusal(err: unknown): string {
  if (err instanceof FileRefused) return err.message;
  if (err instanceof ApiError && err.issues.length)
    return err.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join(' · ');
  return errorText(err);
}

/** Export the community's values as one file; import one after seeing what it changes. */
export function PortableSection() {
  const { t } = useTranslation();
  const file = useValuesFile();
  const headingId = useId();
  const [chosen, setChosen] = useState<unknown>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [said, setSaid] = useState('');
  const { busy, error, run } = useSubmit(refusal);

  const download = () =>
    void run(async () => {
      const body = JSON.stringify(await file.download(), null, 2);
      const url = URL.createObjectURL(new Blob([body], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'tenfour-values.json';
      a.click();
      URL.revokeObjectURL(url);
    });

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    setPlan(null);
    setSaid('');
    if (!picked) return;
    void run(async () => {
      if (picked.size > MAX_FILE_BYTES) throw new FileRefused(t('values.portable.tooLarge'));
      let parsed: unknown;
      try {
        parsed = JSON.parse(await picked.text());
      } catch {
        throw new FileRefused(t('values.portable.notJson'));
      }
      setChosen(parsed);
      setPlan((await file.preview(parsed)).plan);
    });
  };

  const apply = () =>
    void run(async () => {
      const done = await file.apply(chosen);
      setPlan(null);
      setChosen(null);
      setSaid(done.message);
    });

  return (
    <section className="panel values-service" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('values.portable.title')}</h2>
      <p className="muted">{t('values.portable.intro')}</p>
      <div className="values-tools">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={download}>
          {t('values.portable.export')}
        </button>
      </div>
      <div className="field">
        <label htmlFor={`${headingId}-file`}>{t('values.portable.file')}</label>
        <input
          id={`${headingId}-file`}
          type="file"
          accept="application/json,.json"
          disabled={busy}
          onChange={choose}
        />
      </div>
      <StatusMessage text={error} tone="error" />
      <StatusMessage text={said} tone="success" />
      {plan && (
        <div className="values-plan" aria-live="polite">
          <h3>{t('values.portable.changes')}</h3>
          <ul className="values-list">
            {SECTIONS.map((section) => {
              const s = plan[section];
              return (
                <li key={section} className="values-item">
                  <strong>{sectionTitle(t, section)}</strong>
                  <div className="muted small">
                    {t('values.portable.counts', {
                      added: s.added.length,
                      changed: s.changed.length,
                      retired: s.retired.length,
                      removed: s.removed.length,
                    })}
                  </div>
                  {[...s.added, ...s.changed, ...s.retired, ...s.removed].length > 0 && (
                    <div className="small">
                      {[
                        ...s.added.map((n) => t('values.portable.added', { name: n })),
                        ...s.changed.map((n) => t('values.portable.changed', { name: n })),
                        ...s.retired.map((n) => t('values.portable.retired', { name: n })),
                        ...s.removed.map((n) => t('values.portable.removed', { name: n })),
                      ].join(' · ')}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={apply}>
            {t('values.portable.apply')}
          </button>
        </div>
      )}
    </section>
  );
}
