import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSignal100, MY_SIGNAL_100, signal100Key, type Signal100View } from './signal-100-api';

/** The stream events Signal 100 and the tone board follow, as the stream names them. */
export interface SignalStream {
  'signal100.set': Signal100View;
  'signal100.lifted': Signal100View;
  'tone.sent': unknown;
}

const held = (signal: Signal100View) => (signal.liftedAt ? null : signal);

/**
 * The console's handlers for its department's stream: the Signal 100 panel and the dispatch
 * log follow it live, with no stream of their own.
 */
export function useConsoleSignalHandlers(department: string) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      'signal100.set': (s: Signal100View) =>
        queryClient.setQueryData(signal100Key(s.department), held(s)),
      'signal100.lifted': (s: Signal100View) =>
        queryClient.setQueryData(signal100Key(s.department), null),
      'tone.sent': () => void queryClient.invalidateQueries({ queryKey: ['tones', department] }),
    }),
    [queryClient, department],
  );
}

/** What the unit's stream in the shell does on (re)connecting: reads where Signal 100 stands. */
export function refreshMySignal(queryClient: QueryClient, department: string) {
  void queryClient
    .fetchQuery({ queryKey: MY_SIGNAL_100, queryFn: () => getSignal100(department), staleTime: 0 })
    .catch(() => undefined);
}

/** The unit stream's Signal 100 handlers: the banner reads what they keep. */
export function useUnitSignalHandlers() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      // A supervisor's Signal 100 panel on the same page follows it too.
      'signal100.set': (s: Signal100View) => {
        queryClient.setQueryData(MY_SIGNAL_100, held(s));
        queryClient.setQueryData(signal100Key(s.department), held(s));
      },
      'signal100.lifted': (s: Signal100View) => {
        queryClient.setQueryData(MY_SIGNAL_100, null);
        queryClient.setQueryData(signal100Key(s.department), null);
      },
      onReady: (department: string) => refreshMySignal(queryClient, department),
    }),
    [queryClient],
  );
}
