import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { GuildRole } from './api';

/** A role as Discord shows it: its colour's dot and its name. */
export function RoleChip({
  role,
  missing,
  onRemove,
}: {
  role: { id: string; name: string; colour: string | null };
  missing?: boolean;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <span className={missing ? 'role-chip role-chip-missing' : 'role-chip'}>
      <span
        className="role-dot"
        aria-hidden="true"
        style={{ background: role.colour ?? 'var(--role-default, #99aab5)' }}
      />
      <span>{role.name}</span>
      {missing && <span className="role-missing">{t('roles.missing')}</span>}
      {onRemove && (
        <button
          type="button"
          className="role-remove"
          aria-label={t('roles.remove', { name: role.name })}
          onClick={onRemove}
        >
          <X size={14} aria-hidden="true" />
        </button>
      )}
    </span>
  );
}

/**
 * Picks roles of the guild for one permission: the chosen ones as chips, the rest found by
 * typing part of a name. Roles are never entered by id.
 */
export function RolePicker({
  label,
  help,
  chosen,
  roles,
  names,
  onChange,
}: {
  label: string;
  help?: string | undefined;
  chosen: string[];
  roles: GuildRole[];
  /** Names of mapped roles no longer in the guild. */
  names: ReadonlyMap<string, string | null>;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const id = useId();
  const byId = new Map(roles.map((r) => [r.id, r]));
  const q = query.trim().toLowerCase();
  const offered = roles.filter(
    (r) => !chosen.includes(r.id) && (q === '' || r.name.toLowerCase().includes(q)),
  );
  return (
    <div className="role-picker">
      <label htmlFor={id} className="role-picker-label">
        {label}
      </label>
      {help && <p className="muted small">{help}</p>}
      <div className="role-chips">
        {chosen.length === 0 && <span className="muted small">{t('roles.none')}</span>}
        {chosen.map((roleId) => {
          const role = byId.get(roleId);
          return (
            <RoleChip
              key={roleId}
              role={
                role ?? { id: roleId, name: names.get(roleId) ?? t('roles.unknown'), colour: null }
              }
              missing={!role}
              onRemove={() => onChange(chosen.filter((c) => c !== roleId))}
            />
          );
        })}
      </div>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={t('roles.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {q !== '' && (
        <ul className="role-options" aria-label={t('roles.matches')}>
          {offered.length === 0 && <li className="muted small">{t('roles.noMatch')}</li>}
          {offered.slice(0, 8).map((role) => (
            <li key={role.id}>
              <button
                type="button"
                className="role-option"
                onClick={() => {
                  onChange([...chosen, role.id]);
                  setQuery('');
                }}
              >
                <RoleChip role={role} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
