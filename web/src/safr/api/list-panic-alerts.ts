import { call } from '../../lib/api';
import { safr } from './safr-client';

/** Every open panic alert of the department. */
export const listPanicAlerts = () => call(safr.panic.$get());
