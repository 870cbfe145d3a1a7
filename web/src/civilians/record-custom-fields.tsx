import type { CustomFieldTarget } from '@tenfour/db/browser';
import { useCustomValueText } from '../components/custom-field-values';
import { useRecordCustomFields } from './api/custom-field-values';

/** A record's custom fields this member may see, as one short line under the record. */
export function RecordCustomFields({ target, id }: { target: CustomFieldTarget; id: string }) {
  const { data } = useRecordCustomFields(target, id);
  const text = useCustomValueText();
  if (!data?.fields.length) return null;
  return (
    <div className="muted small">
      {data.fields.map((f, i) => (
        <span key={f.key}>
          {i > 0 && ' · '}
          {f.label}: {text(f)}
        </span>
      ))}
    </div>
  );
}
