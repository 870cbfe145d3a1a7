import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from '@tenfour/db';
import type { APIInteraction } from '@tenfour/bot/interactions/index';
import type { createInteractionRest } from '@tenfour/bot/rest';
import type { AppEnv } from '../context';
import { bodyTooLarge, keyedBody } from '../errors';
import { clientAddress, enforceLimit } from '../middleware/rate-limit';
import { interactionEnvelopeSchema } from './discord.schemas';
import { verifyInteractionSignature } from './signature';

// Discord's timestamps are seconds; refuse replays of old signed requests.
const MAX_SIGNATURE_AGE_SECONDS = 5 * 60;

type Rest = ReturnType<typeof createInteractionRest>;

const restByConfig = new WeakMap<Config, Rest>();
// The handlers and their REST client (@discordjs/rest, about 30 MB resident) are loaded by the
// first signed interaction: a server that never receives one does not carry them.
const handlers = () =>
  Promise.all([import('@tenfour/bot/interactions/index'), import('@tenfour/bot/rest')]);

async function restFor(config: Config): Promise<Rest> {
  let rest = restByConfig.get(config);
  if (!rest) {
    const { createInteractionRest } = (await handlers())[1];
    rest = createInteractionRest(config);
    restByConfig.set(config, rest);
  }
  return rest;
}

/** The signed body as an interaction, or undefined when it is not JSON of that shape. */
function parseInteraction(body: string): APIInteraction | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  // Checked, then passed on whole: the schema strips the fields it does not name.
  return interactionEnvelopeSchema.safeParse(parsed).success
    ? (parsed as APIInteraction)
    : undefined;
}

/**
 * POST /interactions: Discord's HTTP interactions endpoint, for communities that set an
 * Interactions Endpoint URL instead of running the gateway bot. Same handlers as the bot.
 */
export const interactionsRoutes = new Hono<AppEnv>().post(
  '/',
  bodyLimit({
    maxSize: 256 * 1024,
    onError: bodyTooLarge,
  }),
  async (c) => {
    const { db, config, now, limits } = c.get('deps');
    const publicKeyHex = config.discord.publicKey;
    if (!publicKeyHex) {
      return c.json(keyedBody(500, 'error.interactionsNotConfigured'), 503);
    }
    const body = await c.req.text();
    const timestamp = c.req.header('x-signature-timestamp');
    const signed = verifyInteractionSignature({
      publicKeyHex,
      signatureHex: c.req.header('x-signature-ed25519'),
      timestamp,
      body,
    });
    const age = Math.abs(now().getTime() / 1000 - Number(timestamp));
    if (!signed || !(age <= MAX_SIGNATURE_AGE_SECONDS)) {
      // Only refused requests count: Discord signs its own, so it is never limited here.
      await enforceLimit(c, 'rejected_interaction', clientAddress(c));
      return c.json(keyedBody(401, 'error.badSignature'), 401);
    }
    const interaction = parseInteraction(body);
    if (!interaction) return c.json(keyedBody(400, 'error.malformedBody'), 400);
    const [{ handleInteraction }] = await handlers();
    const reply = await handleInteraction(
      {
        db,
        config,
        rest: await restFor(config),
        limits,
        now,
        log: (message, err) => console.error(`[interactions] ${message}`, err ?? ''),
        departments: c.get('departments'),
      },
      interaction,
    );
    return c.json(reply);
  },
);
