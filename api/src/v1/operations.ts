import type { z } from 'zod';
import type { ApiScope } from '@tenfour/db/api-keys';
import {
  callPageAnswer,
  callsQuery,
  emergencyCallAnswer,
  emergencyCallBody,
  memberParam,
  unitClockAnswer,
  unitStatusAnswer,
  unitStatusBody,
  unitsAnswer,
  unitsQuery,
} from './v1.schemas';
import {
  bankAnswer,
  citationAnswer,
  citationBody,
  civilianAnswer,
  civilianIdParam,
  civilianRecordsQuery,
  lookupAnswer,
  lookupQuery,
  recordsPageAnswer,
} from './records.schemas';
import { eventFrame, eventsQuery } from './events.schemas';

/** One operation of the public API, as the document describes it and the routes serve it. */
export interface Operation {
  method: 'get' | 'post' | 'put';
  /** Under /api/v1, in the router's form (`/units/:discordId/status`). */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  scope: ApiScope;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The success answer: its status and schema. */
  ok: {
    status: 200 | 201;
    description: string;
    schema: z.ZodType;
    /** An event stream's schema is that of each event's `data` line. */
    mediaType?: 'application/json' | 'text/event-stream';
  };
  /** Refusals the operation can give beyond the ones every operation can (401, 403, 429). */
  refusals: (400 | 404 | 409 | 422)[];
}

/** Every operation, in the document's order. The routes (v1.routes.ts) use the same schemas. */
export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/calls',
    operationId: 'listCalls',
    summary: 'Active calls of a department',
    description:
      "The department's active calls, most urgent first, a page at a time: pass `nextCursor` as `cursor` for the next page.",
    scope: 'calls:read',
    query: callsQuery,
    ok: { status: 200, description: 'A page of active calls.', schema: callPageAnswer },
    refusals: [400],
  },
  {
    method: 'post',
    path: '/calls/911',
    operationId: 'createEmergencyCall',
    summary: 'Make a 911 call',
    description:
      "A 911 call made for the member `callerDiscordId` by their civilian, exactly as the site's 911 form makes it: it lands on the dispatch board of every service it asks for, and the member's open calls and call rate are limited the same way.",
    scope: 'calls:write',
    body: emergencyCallBody,
    ok: {
      status: 201,
      description: 'The call as its caller sees it.',
      schema: emergencyCallAnswer,
    },
    refusals: [400, 404, 409],
  },
  {
    method: 'get',
    path: '/units',
    operationId: 'listUnits',
    summary: 'On-duty units of a department',
    description: 'Every on-duty unit of the department (`service` narrows to police or safr).',
    scope: 'units:read',
    query: unitsQuery,
    ok: { status: 200, description: 'The on-duty units.', schema: unitsAnswer },
    refusals: [400],
  },
  {
    method: 'put',
    path: '/units/:discordId/status',
    operationId: 'setUnitStatus',
    summary: "Set an officer's status",
    description:
      'Sets the status or subdivision of the officer whose member has this Discord id, as their control panel would: a tour-starting status clocks them in, a tour-ending one out.',
    scope: 'units:write',
    params: memberParam,
    body: unitStatusBody,
    ok: { status: 200, description: 'The unit as it now is.', schema: unitStatusAnswer },
    refusals: [400, 404, 409, 422],
  },
  {
    method: 'post',
    path: '/units/:discordId/clock-in',
    operationId: 'clockIn',
    summary: 'Clock an officer in',
    description: 'Starts the tour of the officer whose member has this Discord id.',
    scope: 'units:write',
    params: memberParam,
    ok: { status: 200, description: 'The unit as it now is.', schema: unitClockAnswer },
    refusals: [400, 404, 409, 422],
  },
  {
    method: 'post',
    path: '/units/:discordId/clock-out',
    operationId: 'clockOut',
    summary: 'Clock an officer out',
    description: 'Ends the tour of the officer whose member has this Discord id.',
    scope: 'units:write',
    params: memberParam,
    ok: { status: 200, description: 'The unit as it now is.', schema: unitClockAnswer },
    refusals: [400, 404, 409, 422],
  },
  {
    method: 'get',
    path: '/lookup',
    operationId: 'lookup',
    summary: 'Look up a name, plate or serial',
    description:
      "Search Database as an officer of `department` answers it: `name` (a full name exactly, or an SSN) gives the owner profile with that department's records and warrants; `plate` the vehicle, its owner and active BOLOs naming it; `serial` the weapon and its owner.",
    scope: 'lookup:read',
    query: lookupQuery,
    ok: { status: 200, description: 'What the search found.', schema: lookupAnswer },
    refusals: [400, 404],
  },
  {
    method: 'get',
    path: '/civilians/:civilianId',
    operationId: 'getCivilian',
    summary: 'A civilian',
    description: 'A civilian by id, with licenses, vehicles and weapons.',
    scope: 'civilians:read',
    params: civilianIdParam,
    ok: { status: 200, description: 'The civilian.', schema: civilianAnswer },
    refusals: [400, 404],
  },
  {
    method: 'get',
    path: '/civilians/:civilianId/records',
    operationId: 'listCivilianRecords',
    summary: "A civilian's records in a department",
    description:
      "The civilian's citations, warnings and arrests filed in `department`, newest first, a page at a time (expunged records never appear).",
    scope: 'records:read',
    params: civilianIdParam,
    query: civilianRecordsQuery,
    ok: { status: 200, description: 'A page of records.', schema: recordsPageAnswer },
    refusals: [400, 404],
  },
  {
    method: 'get',
    path: '/civilians/:civilianId/bank',
    operationId: 'getCivilianBank',
    summary: "A civilian's balances",
    description:
      "The civilian's bank accounts and wallet, in dollars, as the owner's bank page shows them.",
    scope: 'bank:read',
    params: civilianIdParam,
    ok: { status: 200, description: 'Accounts and wallet.', schema: bankAnswer },
    refusals: [400, 404],
  },
  {
    method: 'post',
    path: '/citations',
    operationId: 'issueCitation',
    summary: 'Issue a citation',
    description:
      "Files a citation for the officer whose member has `officerDiscordId`, exactly as their Create Report form would: the member must hold the public safety permission and have an officer profile, the fine is priced from the penal code on the server, and the civilian's owner gets the Discord DM with Pay Fine. The audit entry names the key.",
    scope: 'fines:write',
    body: citationBody,
    ok: { status: 201, description: 'The citation as filed.', schema: citationAnswer },
    refusals: [400, 404, 422],
  },
  {
    method: 'get',
    path: '/events',
    operationId: 'streamEvents',
    summary: "A department's events, as they happen",
    description:
      "Server-Sent Events of the department's CAD: `call.created`, `call.updated`, `call.closed`, `unit.status`, `panic` and `bolo.created`, named and shaped as event webhooks deliver them. Each frame's `id` is the event's; reconnect with `Last-Event-ID` (or `lastEventId`) to replay what was missed. The stream opens with `ready` ({ resumed, department }: when `resumed` is false, read current state first). A comment every 15 s keeps it open; a revoked or expired key's stream ends.",
    scope: 'events:read',
    query: eventsQuery,
    ok: {
      status: 200,
      description: 'The event stream; the schema is each event frame’s `data`.',
      schema: eventFrame,
      mediaType: 'text/event-stream',
    },
    refusals: [400],
  },
];
