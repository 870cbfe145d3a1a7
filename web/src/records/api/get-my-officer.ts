import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { ACTIVE_OFFICER } from './keys';
import { api } from './records-client';

/** The member's officer profile, or null before registering. */
export const getMyOfficer = () => call(api.officers.me.$get()).then((r) => r.officer);

export const useActiveOfficer = () => useQuery({ queryKey: ACTIVE_OFFICER, queryFn: getMyOfficer });
