import type { Board, BoardSource } from '../dispatch';
import { listPanicAlerts } from './api/list-panic-alerts';
import { listSafrCalls } from './api/list-safr-calls';
import { listSafrUnits } from './api/list-safr-units';

async function loadSafrBoard(): Promise<Board> {
  const [calls, units, alerts] = await Promise.all([
    listSafrCalls(),
    listSafrUnits(),
    listPanicAlerts(),
  ]);
  // Fire/rescue is never sent BOLOs.
  return { calls: calls.calls, bolos: [], units: units.units, alerts: alerts.alerts };
}

/** The department's calls needing fire or EMS, its fire/rescue units and every panic alert. */
export const SAFR_BOARD: BoardSource = { events: '/api/events?service=safr', load: loadSafrBoard };
