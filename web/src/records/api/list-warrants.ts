import { call } from '../../lib/api';
import { api } from './records-client';

export const listWarrants = (cursor?: string) =>
  call(api.warrants.all.$get({ query: cursor ? { cursor } : {} }));
