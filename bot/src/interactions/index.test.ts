import { describe, expect, it } from 'vitest';
import { loadConfig } from '@tenfour/db';
import { handleInteraction, type APIInteraction, type InteractionDeps } from './index';

// Nothing here reaches the database or Discord.
const deps = {
  db: {},
  config: loadConfig({ NODE_ENV: 'test' }),
  rest: {},
  now: () => new Date(),
} as unknown as InteractionDeps;

describe('the interaction handler', () => {
  it('answers an unknown button privately', async () => {
    const reply = await handleInteraction(deps, {
      id: '1',
      application_id: '800000000000000000',
      type: 3,
      token: 't',
      version: 1,
      user: { id: '1', username: 'x', discriminator: '0' },
      message: { id: '1', channel_id: '1', embeds: [], components: [] },
      data: { custom_id: 'mystery:1', component_type: 2 },
    } as unknown as APIInteraction);
    expect(reply).toEqual({
      type: 4,
      data: { content: '❌ This action is not supported.', flags: 64 },
    });
  });
});
