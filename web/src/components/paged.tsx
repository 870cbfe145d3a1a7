import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

export type Page<T> = { items: T[]; nextCursor: string | null };

/** Every page of a keyset-paged list, one after another: for a picker that must offer all. */
export async function readAllPages<T>(load: (cursor?: string) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await load(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

/** A stable cache name for a loader that came without one: one per loader (so per filter). */
const loaderIds = new WeakMap<object, number>();
let lastLoaderId = 0;
function loaderKey(load: object): QueryKey {
  let id = loaderIds.get(load);
  if (id === undefined) loaderIds.set(load, (id = ++lastLoaderId));
  return ['paged', id];
}

/**
 * A keyset-paged list: the first page for the current filter, then "Load more" with the
 * answer's cursor. A changed filter (a new `load`) starts again from the first page.
 *
 * Pass `key` (including the filter) to share the list through the query cache: a write that
 * invalidates a prefix of it refreshes every page already shown, without a reload. What a page
 * answers beside its rows (`Extra`) is read from `latest`.
 */
export function usePaged<T, Extra extends object = object>(
  load: (cursor?: string) => Promise<Page<T> & Extra>,
  key?: QueryKey,
) {
  const query = useInfiniteQuery({
    queryKey: key ?? loaderKey(load),
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<T> & Extra) => last.nextCursor ?? undefined,
  });
  useEffect(() => {
    if (query.error) console.error('Failed to load the list', query.error);
  }, [query.error]);

  const { refetch } = query;
  // Stable, as it was before the cache: screens pass it on and list it in their effects.
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const items = query.data ? query.data.pages.flatMap((p) => p.items) : null;
  return {
    items,
    /** The newest page read: what a list answers beside its rows (counts of the whole list). */
    latest: query.data ? (query.data.pages.at(-1) ?? null) : null,
    hasMore: query.hasNextPage,
    failed: query.isError,
    /** Why the last load failed (null when it did not), for a screen that words each cause. */
    error: query.error,
    busy: query.isFetching,
    reload,
    more: async () => {
      if (!query.hasNextPage || query.isFetchingNextPage) return;
      await query.fetchNextPage();
    },
  };
}

export function LoadMore({
  hasMore,
  busy,
  onMore,
}: {
  hasMore: boolean;
  busy: boolean;
  onMore(): void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="form-actions">
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={onMore}>
        {busy ? t('common.loading') : t('components.loadMore')}
      </button>
    </div>
  );
}

/**
 * A panel showing a paged list: its heading, a line if loading failed, "Loading..." until the
 * first page, then the rows (`children`, given the items so far) or `empty`, and Load more.
 * `tools` (filters) sit under the heading.
 */
export function PagedPanel<T>({
  id,
  title,
  list,
  failedText,
  empty,
  tools,
  className = 'panel section-gap',
  children,
}: {
  id: string;
  title: string;
  list: Pick<ReturnType<typeof usePaged<T>>, 'items' | 'failed' | 'hasMore' | 'busy' | 'more'>;
  failedText: string;
  empty: ReactNode;
  tools?: ReactNode;
  className?: string;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {tools}
      {list.failed && <p className="message error">{failedText}</p>}
      {list.items === null ? (
        <p className="muted">{t('common.loading')}</p>
      ) : list.items.length ? (
        children(list.items)
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
    </section>
  );
}
