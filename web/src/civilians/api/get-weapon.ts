import { useQuery } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { CIVILIANS } from './keys';

export const weaponKey = (id: string) => [...CIVILIANS, 'weapon', id] as const;

export const getWeapon = (id: string) => call(rpc.api.weapons[':id'].$get({ param: { id } }));

/** One weapon, for its Edit dialog. */
export const useWeapon = (id: string) =>
  useQuery({ queryKey: weaponKey(id), queryFn: () => getWeapon(id) });
