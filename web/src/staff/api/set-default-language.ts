import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@tenfour/db/browser';
import { call, rpc } from '../../lib/api';
import { COMMUNITY } from './get-community';

export const setDefaultLanguage = (language: Language) =>
  call(rpc.api.admin.community.language.$put({ json: { language } }));

/** Saves the default language, then reads the settings again. */
export function useSetDefaultLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultLanguage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMUNITY }),
  });
}
