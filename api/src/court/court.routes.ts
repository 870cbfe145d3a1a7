import { Hono, type Context } from 'hono';
import { findOwnedCivilian, requireOwnedCivilian } from '@tenfour/db/civilians';
import {
  addCaseEntry,
  contestFine,
  getCourtCase,
  getCourtSettings,
  listCivilianCases,
  listDocket,
  ruleOnCharge,
  scheduleHearing,
  setContestWindow,
} from '@tenfour/db/court';
import { DomainError } from '@tenfour/db';
import { requirePermission, requireSession, type AppEnv } from '../context';
import { forbidden } from '../errors';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { said } from '../said';
import { pdfQuery } from '../lib/pdf/query';
import { pdfAttachment } from '../lib/pdf/response';
import { renderCasePdf } from './case-pdf';
import {
  caseIdParam,
  civilianIdParam,
  contestBody,
  courtSettingsBody,
  docketQuery,
  entryBody,
  hearingBody,
  rulingBody,
} from './court.schemas';

/** The signed-in judge, or a 403 naming who may. */
function requireJudge(c: Context<AppEnv>) {
  const session = requireSession(c);
  if (!session.permissions.judge) throw forbidden('court.judgesOnly');
  return { discordId: session.user.discord_id };
}

/*
 * The court (docs/court.md), mounted at /api/court. Money at this edge is dollars, jail minutes.
 *   POST /contests                { recordId, statement }  owner of the civilian
 *        -> 201 { success, message, status: contested, caseId, deadline }
 *        -> 200 { ..., status: already_contested, caseId } when already contested
 *        (409 expunged, no fine, or after the window: the message names the deadline)
 *   GET  /civilian/:civilianId    owner -> { cases: CourtCase[] }   (the Court tab)
 *   GET  /cases?status=open|closed|all&q=&scheduled=true|false  judge -> { cases }
 *   GET  /cases/:id               judge -> { case: CourtCase }
 *   GET  /cases/:id/pdf?lang=en|de|es  judge, or the owner of the case's civilian -> the case as
 *        a PDF (application/pdf, an attachment); anyone else -> 404, as if there were none
 *   POST /cases/:id/hearings      judge { startsAt } -> 201   (400 in the past, 409 closed)
 *   POST /cases/:id/entries       judge { body } -> 201
 *   POST /cases/:id/rulings       judge { chargeIndex, outcome: upheld|reduced|dismissed,
 *        fine?, jailTime?, reason } -> 201 { ruling, case }  (409 second ruling on a charge)
 *   GET  /settings                signed in -> { contestWindowDays }
 *   PUT  /settings                staff { contestWindowDays } -> { success, message, settings }
 */
export const courtRoutes = new Hono<AppEnv>()
  .post('/contests', signedIn, validate('json', contestBody), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const { recordId, statement } = c.req.valid('json');
    const result = await contestFine(db, {
      recordId,
      statement,
      discordId: user.discord_id,
      now: now(),
      via: 'site',
    });
    if (result.status === 'already_contested') {
      return c.json(
        {
          success: true as const,
          ...said('court.done.alreadyContested'),
          ...result,
          deadline: null,
        },
        200,
      );
    }
    return c.json({ success: true as const, ...said('court.done.contested'), ...result }, 201);
  })
  .get('/civilian/:civilianId', signedIn, validate('param', civilianIdParam), async (c) => {
    const { user } = requireSession(c);
    const { db } = c.get('deps');
    const civilian = await requireOwnedCivilian(
      db,
      user.discord_id,
      c.req.valid('param').civilianId,
    );
    return c.json({ cases: await listCivilianCases(db, civilian.id) });
  })
  .get('/cases', validate('query', docketQuery), async (c) => {
    requireJudge(c);
    return c.json({ cases: await listDocket(c.get('deps').db, c.req.valid('query')) });
  })
  .get('/cases/:id', validate('param', caseIdParam), async (c) => {
    requireJudge(c);
    return c.json({ case: await getCourtCase(c.get('deps').db, c.req.valid('param').id) });
  })
  .get(
    '/cases/:id/pdf',
    signedIn,
    validate('param', caseIdParam),
    validate('query', pdfQuery),
    async (c) => {
      const session = requireSession(c);
      const { db, now, config } = c.get('deps');
      const { id } = c.req.valid('param');
      const kase = await getCourtCase(db, id);
      // Who reads the case today: the judges (its page) and its civilian's owner (the Court
      // tab). To anyone else another member's case looks missing, as every owner-only object.
      if (!session.permissions.judge) {
        const owned = await findOwnedCivilian(db, session.user.discord_id, kase.civilianId);
        if (!owned) throw new DomainError('not_found', 'court.caseNotFound');
      }
      const pdf = await renderCasePdf({
        language: c.req.valid('query').lang,
        communityName: config.appName,
        printedAt: now(),
        kase,
      });
      return pdfAttachment(c, pdf, {
        fallback: `case-${id}.pdf`,
        readable: `case-${kase.civilianName}.pdf`,
      });
    },
  )
  .post(
    '/cases/:id/hearings',
    validate('param', caseIdParam),
    validate('json', hearingBody),
    async (c) => {
      const judge = requireJudge(c);
      const { db, now } = c.get('deps');
      const { id } = c.req.valid('param');
      const hearing = await scheduleHearing(db, {
        caseId: id,
        judge,
        startsAt: c.req.valid('json').startsAt,
        now: now(),
      });
      return c.json(
        {
          success: true as const,
          ...said('court.done.hearingScheduled'),
          hearing,
          case: await getCourtCase(db, id),
        },
        201,
      );
    },
  )
  .post(
    '/cases/:id/entries',
    validate('param', caseIdParam),
    validate('json', entryBody),
    async (c) => {
      const judge = requireJudge(c);
      const { db, now } = c.get('deps');
      const { id } = c.req.valid('param');
      await addCaseEntry(db, { caseId: id, judge, body: c.req.valid('json').body, now: now() });
      return c.json(
        {
          success: true as const,
          ...said('court.done.entryAdded'),
          case: await getCourtCase(db, id),
        },
        201,
      );
    },
  )
  .post(
    '/cases/:id/rulings',
    validate('param', caseIdParam),
    validate('json', rulingBody),
    async (c) => {
      const judge = requireJudge(c);
      const { db, now } = c.get('deps');
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const ruling = await ruleOnCharge(db, {
        caseId: id,
        judge,
        chargeIndex: body.chargeIndex,
        outcome: body.outcome,
        fineCents: body.fine,
        jailMinutes: body.jailTime,
        reason: body.reason,
        now: now(),
      });
      const amount = `$${(ruling.refundedCents / 100).toFixed(2)}`;
      return c.json(
        {
          success: true as const,
          ...(ruling.refundedCents > 0
            ? said('court.done.ruledWithRefund', { amount, amountCents: ruling.refundedCents })
            : said('court.done.ruled')),
          ruling: {
            chargeIndex: ruling.chargeIndex,
            outcome: ruling.outcome,
            fine: ruling.fineCents / 100,
            jailTime: ruling.jailMinutes,
            refunded: ruling.refundedCents / 100,
            refundedTo: ruling.refundedTo,
            caseClosed: ruling.caseClosed,
          },
          case: await getCourtCase(db, id),
        },
        201,
      );
    },
  )
  .get('/settings', signedIn, async (c) => c.json(await getCourtSettings(c.get('deps').db)))
  .put('/settings', validate('json', courtSettingsBody), async (c) => {
    const { db, now } = c.get('deps');
    const settings = await setContestWindow(db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      days: c.req.valid('json').contestWindowDays,
      now: now(),
    });
    return c.json({ success: true as const, ...said('court.done.settingsSaved'), settings });
  });
