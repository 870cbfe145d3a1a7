import { call } from '../../lib/api';
import { api } from './records-client';

/** The member's officer profile, or null before registering. */
export const getMyOfficer = () => call(api.officers.me.$get()).then((r) => r.officer);
