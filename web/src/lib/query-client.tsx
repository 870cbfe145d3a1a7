import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The one cache of server state. Failures show at once (no silent retries: a 403 or 404 will
 * not change by asking again), and screens stay as they are when the window regains focus —
 * writes and live events are what refresh them.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Loaded with the first signed-in screen, so the sign-in screen does not carry it. */
export default function ServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
