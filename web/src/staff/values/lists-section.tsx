import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { TextField } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { StatusMessage } from '../../components/status-message';
import { errorText, useSubmit } from '../../lib/use-submit';
import { fieldIssues, formError } from '../departments/field-issues';
import {
  useAdminLists,
  useListValueActions,
  type AdminListValue,
  type ValueList,
} from './value-lists-api';
import { ValueRow } from './value-row';

const LISTS = [
  'vehicle_type',
  'vehicle_colour',
  'weapon_type',
  'eye_colour',
  'hair_colour',
] as const satisfies ValueList[];

/** A list's name in the reader's language (each key written out for the catalogue). */
function listTitle(t: TFunction, list: ValueList): string {
  switch (list) {
    case 'vehicle_type':
      return t('values.lists.names.vehicleType');
    case 'vehicle_colour':
      return t('values.lists.names.vehicleColour');
    case 'weapon_type':
      return t('values.lists.names.weaponType');
    case 'eye_colour':
      return t('values.lists.names.eyeColour');
    case 'hair_colour':
      return t('values.lists.names.hairColour');
  }
}

/** The lists the civilian forms offer, one block a list. */
export function ListsSection() {
  const { t } = useTranslation();
  const query = useAdminLists();
  const headingId = useId();
  const values = query.data?.values;
  return (
    <section className="panel values-service" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('values.lists.title')}</h2>
      <p className="muted">{t('values.lists.intro')}</p>
      {values ? (
        LISTS.map((list) => (
          <OneList key={list} list={list} values={values.filter((v) => v.list === list)} />
        ))
      ) : query.isError ? (
        <StatusMessage text={errorText(query.error)} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function OneList({ list, values }: { list: ValueList; values: AdminListValue[] }) {
  const { t } = useTranslation();
  const actions = useListValueActions();
  const headingId = useId();
  const title = listTitle(t, list);
  const [value, setValue] = useState('');
  const [issue, setIssue] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const { busy, error, submit } = useSubmit(formError);
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setIssue(undefined);
      setSaved('');
      try {
        setSaved((await actions.create(list, value)).message);
        setValue('');
      } catch (err) {
        setIssue(fieldIssues(err).value);
        throw err;
      }
    });
  return (
    <section className="values-list-block" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <ul className="values-list">
        {values.map((v) => (
          <ListValueRow key={v.id} value={v} />
        ))}
      </ul>
      <form className="form values-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          label={t('values.lists.newValue', { list: title })}
          maxLength={40}
          value={value}
          error={issue}
          onChange={(e) => setValue(e.target.value)}
        />
        <StatusMessage text={error} />
        <StatusMessage text={saved} tone="success" />
        <FormActions busy={busy} label={t('values.lists.add', { list: title })} />
      </form>
    </section>
  );
}

function ListValueRow({ value }: { value: AdminListValue }) {
  const { t } = useTranslation();
  const actions = useListValueActions();
  return (
    <ValueRow
      value={value}
      actions={actions}
      confirmDelete={t('values.lists.confirmDelete', { value: value.value })}
      name={(id) => <span id={id}>{value.value}</span>}
      describeButtons
    />
  );
}
