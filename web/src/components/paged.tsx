import { useCallback, useEffect, useState } from 'react';

/**
 * A keyset-paged list: the first page for the current filter, then "Load more" with the
 * answer's cursor. A changed filter starts again from the first page.
 */
export function usePaged<T>(
  load: (cursor?: string) => Promise<{ items: T[]; nextCursor: string | null }>,
) {
  const [items, setItems] = useState<T[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    setBusy(true);
    try {
      const page = await load();
      setItems(page.items);
      setNext(page.nextCursor);
      setFailed(false);
    } catch (err) {
      console.error('Failed to load the list', err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const more = async () => {
    if (!next) return;
    setBusy(true);
    try {
      const page = await load(next);
      setItems((list) => [...(list ?? []), ...page.items]);
      setNext(page.nextCursor);
    } catch (err) {
      console.error('Failed to load more', err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return { items, hasMore: next !== null, failed, busy, reload, more };
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
  if (!hasMore) return null;
  return (
    <div className="form-actions">
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={onMore}>
        {busy ? 'Loading...' : 'Load more'}
      </button>
    </div>
  );
}
