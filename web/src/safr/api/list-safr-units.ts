import { call } from '../../lib/api';
import { safr } from './safr-client';

/** The department's fire/rescue units on duty. */
export const listSafrUnits = () => call(safr.units.$get());
