import { call } from '../../lib/api';
import { api } from './records-client';

export const resolveWarrant = (id: string) =>
  call(api.warrants.resolve[':id'].$post({ param: { id } }));
