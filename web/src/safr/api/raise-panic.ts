import { call } from '../../lib/api';
import { safr } from './safr-client';

export const raisePanic = () => call(safr.panic.$post());
