import type { AuthTables } from './schema/auth';
import type { CoreTables } from './schema/core';
import type { CivilianRecordsTables } from './schema/civilian-records';
import type { BankTables } from './schema/bank';
import type { DispatchTables } from './schema/dispatch';
import type { RecordsTables } from './schema/records';
import type { DiscordTables } from './schema/discord';
import type { FireRescueTables } from './schema/fire-rescue';
import type { StaffTables } from './schema/staff';
import type { Dispatch911Tables } from './schema/dispatch-911';
import type { RateLimitTables } from './schema/rate-limits';
import type { CommunityTables } from './schema/community';
import type { DepartmentTables } from './schema/departments';
import type { RoleMappingTables } from './schema/role-mapping';
import type { WebhookTables } from './schema/webhooks';
import type { JailTables } from './schema/jail';
import type { CourtTables } from './schema/court';
import type { ValuesTables } from './schema/values';
import type { ApiKeyTables } from './schema/api-keys';
import type { EconomyTables } from './schema/economy';
import type { AlertTables } from './schema/alerts';
import type { Signal100Tables } from './schema/signal-100';
import type { CallAgeTables } from './schema/call-age';
import type { ShiftPayTables } from './schema/shift-pay';
import type { FormTables } from './schema/forms';
import type { BusinessTables } from './schema/businesses';

/** Every table, as Kysely sees it. Each area declares its tables in schema/<area>.ts. */
export type Database = AuthTables &
  CoreTables &
  CivilianRecordsTables &
  BankTables &
  DispatchTables &
  RecordsTables &
  DiscordTables &
  FireRescueTables &
  StaffTables &
  Dispatch911Tables &
  RateLimitTables &
  CommunityTables &
  DepartmentTables &
  RoleMappingTables &
  WebhookTables &
  JailTables &
  CourtTables &
  ValuesTables &
  ApiKeyTables &
  EconomyTables &
  AlertTables &
  Signal100Tables &
  CallAgeTables &
  ShiftPayTables &
  FormTables &
  BusinessTables;
