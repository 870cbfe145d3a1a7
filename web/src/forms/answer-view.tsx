import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../lib/format';
import type { FormDefinition, Report } from './api';

type Answer = Report['answers'][string] | undefined;

/** A filed report's answers under the labels of the version it was filed with. */
export function AnswerView({
  definition,
  answers,
}: {
  definition: FormDefinition;
  answers: Report['answers'];
}) {
  const { t } = useTranslation();
  const text = (type: string, a: Answer): string => {
    if (a === undefined) return '—';
    if (type === 'money' && typeof a === 'number') return formatMoney(a / 100);
    if (type === 'datetime' && typeof a === 'string') return formatDateTime(a);
    if (typeof a === 'boolean') return a ? t('forms.file.yes') : t('forms.file.no');
    if (Array.isArray(a)) return a.map((x) => (typeof x === 'string' ? x : x.text)).join(', ');
    if (typeof a === 'object') return a.text;
    return String(a);
  };
  return (
    <>
      {definition.sections.map((section, i) => (
        <section key={i} className="panel section-gap">
          {section.title && <h2>{section.title}</h2>}
          <dl className="forms-answers">
            {section.fields.map((f) => (
              <div key={f.key}>
                <dt>{f.label}</dt>
                <dd>{text(f.type, answers[f.key])}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
