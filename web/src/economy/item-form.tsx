import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useFormState } from '../components/use-form-state';
import { useSubmit } from '../lib/use-submit';
import { useLiveLicenseTypes } from '../civilians';
import { useCreateItem, useUpdateItem, type AdminItem } from './api/admin';

interface ItemValues {
  name: string;
  description: string;
  category: string;
  price: string;
  /** Blank: unlimited. */
  stock: string;
  /** Blank: no limit. */
  limit: string;
  /** Blank: none. The member has it while holding the item. */
  role: string;
  /** A license type's id; blank: none. */
  license: string;
}

const valuesOf = (item?: AdminItem): ItemValues => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  category: item?.category ?? '',
  price: item ? String(item.price) : '',
  stock: item?.stock == null ? '' : String(item.stock),
  limit: item?.perCivilianLimit == null ? '' : String(item.perCivilianLimit),
  role: item?.discordRoleId ?? '',
  license: item?.licenseType ?? '',
});

/**
 * A blank count is "none" (unlimited stock, no limit). Anything else goes to the server as a
 * number, which judges it; text that is no number at all would travel as null (JSON has no
 * NaN) and silently mean "none", so it is stopped here.
 */
function countOf(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : 'invalid';
}

/** Staff: creates an item, or edits one (`item`); the server checks every field. */
export function ItemForm({ item, onDone }: { item?: AdminItem; onDone?: () => void }) {
  const { t } = useTranslation();
  const [values, patch, field] = useFormState(() => valuesOf(item));
  const [done, setDone] = useState('');
  const create = useCreateItem();
  const update = useUpdateItem();
  const { busy, error, setError, submit } = useSubmit();
  const licenseTypes = useLiveLicenseTypes();
  // An item keeps a license type retired since it was chosen; a new choice is a live one.
  const licenseOptions = [
    { value: '', label: t('economy.items.noLicense') },
    ...licenseTypes.map((type) => ({ value: type.id, label: type.name })),
    ...(item?.licenseType && !licenseTypes.some((type) => type.id === item.licenseType)
      ? [{ value: item.licenseType, label: item.licenseTypeName ?? item.licenseType }]
      : []),
  ];
  const bound = {
    name: field('name'),
    category: field('category'),
    price: field('price'),
    stock: field('stock'),
    limit: field('limit'),
    role: field('role'),
    license: field('license'),
    description: field('description'),
  };

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setDone('');
      const stock = countOf(values.stock);
      const perCivilianLimit = countOf(values.limit);
      if (stock === 'invalid' || perCivilianLimit === 'invalid') {
        setError(t('economy.items.countInvalid'));
        return;
      }
      const json = {
        name: values.name,
        description: values.description,
        category: values.category,
        price: values.price,
        stock,
        perCivilianLimit,
        discordRoleId: values.role.trim() || null,
        licenseType: values.license || null,
      };
      const answer = item
        ? await update.mutateAsync({ itemId: item.id, json })
        : await create.mutateAsync(json);
      setDone(answer.message);
      if (!item) patch(valuesOf());
      onDone?.();
    });

  return (
    <form
      className="form"
      noValidate
      aria-label={
        item ? t('economy.items.editTitle', { item: item.name }) : t('economy.items.createTitle')
      }
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className="form-grid">
        <TextField label={t('economy.items.name')} {...bound.name} />
        <TextField
          label={t('economy.items.category')}
          placeholder={t('economy.items.categoryPlaceholder')}
          {...bound.category}
        />
        <TextField label={t('economy.items.price')} inputMode="decimal" {...bound.price} />
        <TextField
          label={t('economy.items.stock')}
          inputMode="numeric"
          placeholder={t('economy.items.stockPlaceholder')}
          {...bound.stock}
        />
        <TextField
          label={t('economy.items.limit')}
          inputMode="numeric"
          placeholder={t('economy.items.limitPlaceholder')}
          {...bound.limit}
        />
        <TextField
          label={t('economy.items.role')}
          placeholder={t('economy.items.rolePlaceholder')}
          {...bound.role}
        />
        <SelectField
          label={t('economy.items.license')}
          options={licenseOptions}
          {...bound.license}
        />
      </div>
      <TextAreaField label={t('economy.items.description')} rows={2} {...bound.description} />
      <StatusMessage text={error} tone="error" />
      <StatusMessage text={done} tone="success" />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {item ? t('economy.items.save') : t('economy.items.create')}
        </button>
      </div>
    </form>
  );
}
