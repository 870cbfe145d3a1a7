import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../infra/config';

describe('PCR_VISIBLE_TO_PUBLIC_SAFETY', () => {
  it('keeps patient care reports from officers unless set to true', () => {
    expect(loadConfig({}).safr.pcrVisibleToPublicSafety).toBe(false);
    expect(loadConfig({ PCR_VISIBLE_TO_PUBLIC_SAFETY: '' }).safr.pcrVisibleToPublicSafety).toBe(
      false,
    );
    expect(loadConfig({ PCR_VISIBLE_TO_PUBLIC_SAFETY: 'true' }).safr.pcrVisibleToPublicSafety).toBe(
      true,
    );
    expect(() => loadConfig({ PCR_VISIBLE_TO_PUBLIC_SAFETY: 'yes' })).toThrow(ConfigError);
  });

  it('reads the fire/rescue department roles as a first-start seed of each department', () => {
    const { roleSeed } = loadConfig({
      SAFR_ROLE_IDS: 'safr',
      XBOX_SAFR_ROLE_IDS: 'xbox-safr, more',
      PLAYSTATION_SAFR_ROLE_IDS: '',
      DISCORD_CLIENT_ID: 'a',
      DISCORD_CLIENT_SECRET: 'b',
      DISCORD_GUILD_ID: 'c',
    });
    expect(roleSeed.departments).toEqual({ Xbox: ['xbox-safr', 'more'], PlayStation: [] });
  });
});
