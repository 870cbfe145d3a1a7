import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchStatus } from './search-status';

/**
 * A search panel: its inputs with the Search button after them in one row (`rowClassName` lays
 * the row out), then the search's progress under the panel.
 */
export function SearchForm({
  label,
  rowClassName,
  status,
  onSubmit,
  children,
}: {
  /** The search landmark's name, e.g. "Search the database". */
  label: string;
  rowClassName: string;
  /** The result's kind, for SearchStatus: "loading", "none" or what was found. */
  status: string;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <form className="panel" onSubmit={onSubmit} role="search" aria-label={label}>
        <div className={rowClassName}>
          {children}
          <button type="submit" className="btn btn-primary">
            <Search aria-hidden="true" size={16} /> {t('components.search')}
          </button>
        </div>
      </form>
      <SearchStatus kind={status} />
    </>
  );
}
