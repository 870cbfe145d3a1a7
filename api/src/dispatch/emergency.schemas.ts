/** POST /api/911/calls: a civilian dials 911 (the bot's /911 checks the same schema). */
export { emergencyCallSchema } from '@tenfour/db/dispatch';
