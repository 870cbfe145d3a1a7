import type { Migration } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_core';
import * as m0003 from './0003_civilian_records';
import * as m0004 from './0004_bank';
import * as m0005 from './0005_dispatch';
import * as m0006 from './0006_records';
import * as m0007 from './0007_discord';
import * as m0008 from './0008_bank_opening_grants';
import * as m0009 from './0009_outbox_dm_edit';
import * as m0010 from './0010_fire_rescue';
import * as m0011 from './0011_staff_console';
import * as m0012 from './0012_dispatch_911';
import * as m0013 from './0013_rate_limits';
import * as m0014 from './0014_list_paging';
import * as m0015 from './0015_civilian_names';
import * as m0016 from './0016_discord_cad';
import * as m0017 from './0017_stored_answers_json';
import * as m0018 from './0018_audit_prune_function';
import * as m0019 from './0019_request_and_incident_paging';
import * as m0020 from './0020_outbox_sent_index';
import * as m0021 from './0021_languages';
import * as m0022 from './0022_departments';
import * as m0023 from './0023_department_rows';
import * as m0024 from './0024_role_mapping';
import * as m0025 from './0025_discord_reply_language';
import * as m0026 from './0026_judges';
import * as m0027 from './0027_community_values';
import * as m0028 from './0028_court';
import * as m0029 from './0029_jail_and_warrants';
import * as m0030 from './0030_api_keys';
import * as m0031 from './0031_event_webhooks';
import * as m0032 from './0032_economy_shop';
import * as m0033 from './0033_member_alert_settings';
import * as m0034 from './0034_call_types';
import * as m0038 from './0038_signal_100_and_tones';
import * as m0040 from './0040_license_types_and_lists';
import * as m0041 from './0041_call_age_thresholds';
import * as m0042 from './0042_unit_status_since';
import * as m0043 from './0043_custom_forms';
import * as m0044 from './0044_custom_fields';
import * as m0045 from './0045_businesses';
import * as m0046 from './0046_paid_shifts';
import * as m0047 from './0047_item_roles';
import * as m0048 from './0048_call_type_required_fields';
import * as m0049 from './0049_statement_refusals';
import * as m0050 from './0050_opening_balances';
import * as m0051 from './0051_idempotency_keys_unlocked';

/** Ordered migrations. Add new files here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_core': m0002,
  '0003_civilian_records': m0003,
  '0004_bank': m0004,
  '0005_dispatch': m0005,
  '0006_records': m0006,
  '0007_discord': m0007,
  '0008_bank_opening_grants': m0008,
  '0009_outbox_dm_edit': m0009,
  '0010_fire_rescue': m0010,
  '0011_staff_console': m0011,
  '0012_dispatch_911': m0012,
  '0013_rate_limits': m0013,
  '0014_list_paging': m0014,
  '0015_civilian_names': m0015,
  '0016_discord_cad': m0016,
  '0017_stored_answers_json': m0017,
  '0018_audit_prune_function': m0018,
  '0019_request_and_incident_paging': m0019,
  '0020_outbox_sent_index': m0020,
  '0021_languages': m0021,
  '0022_departments': m0022,
  '0023_department_rows': m0023,
  '0024_role_mapping': m0024,
  '0025_discord_reply_language': m0025,
  '0026_judges': m0026,
  '0027_community_values': m0027,
  '0028_court': m0028,
  '0029_jail_and_warrants': m0029,
  '0030_api_keys': m0030,
  '0031_event_webhooks': m0031,
  '0032_economy_shop': m0032,
  '0033_member_alert_settings': m0033,
  '0034_call_types': m0034,
  '0038_signal_100_and_tones': m0038,
  '0040_license_types_and_lists': m0040,
  '0041_call_age_thresholds': m0041,
  '0042_unit_status_since': m0042,
  '0043_custom_forms': m0043,
  '0044_custom_fields': m0044,
  '0045_businesses': m0045,
  '0046_paid_shifts': m0046,
  '0047_item_roles': m0047,
  '0048_call_type_required_fields': m0048,
  '0049_statement_refusals': m0049,
  '0050_opening_balances': m0050,
  '0051_idempotency_keys_unlocked': m0051,
};
