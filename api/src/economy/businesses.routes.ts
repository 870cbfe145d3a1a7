import { Hono } from 'hono';
import {
  answerInvitation,
  businessDetail,
  businessesNeedApproval,
  createBusinessItem,
  decideBusiness,
  inviteEmployee,
  leaveBusiness,
  listAllBusinesses,
  listMyBusinesses,
  manageEmployee,
  moveBusinessMoney,
  registerBusiness,
  runPayroll,
  searchHireable,
  setBusinessesNeedApproval,
  setPayrollSchedule,
  updateBusinessItem,
} from '@tenfour/db/economy';
import { formatDollars, openingBalances } from '@tenfour/db/bank';
import { requirePermission, requireSession, type AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { validate } from '../validate';
import { said } from '../said';
import { centsOf, idempotencyKey, itemJson, markReplay } from './economy.routes';
import {
  approvalBody,
  businessEmploymentParam,
  businessItemBody,
  businessItemParam,
  businessItemPatch,
  businessParam,
  decisionBody,
  employmentParam,
  hireableQuery,
  inviteBody,
  moveBody,
  registerBusinessBody,
  scheduleBody,
  wageBody,
} from './businesses.schemas';

/** Members: their businesses, employees, payroll and items. Mounted at /api/economy/businesses. */
export const businessRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { user } = requireSession(c);
    const mine = await listMyBusinesses(c.get('deps').db, user.discord_id);
    return c.json({ success: true as const, ...mine });
  })
  .post('/', validate('json', registerBusinessBody), async (c) => {
    const { user } = requireSession(c);
    const { civilianId, ...fields } = c.req.valid('json');
    const business = await registerBusiness(c.get('deps').db, {
      discordId: user.discord_id,
      civilianId,
      fields,
      now: c.get('deps').now(),
    });
    const done =
      business.status === 'pending'
        ? 'business.done.registeredPending'
        : 'business.done.registered';
    return c.json(
      { success: true as const, ...said(done, { name: business.name }), business },
      201,
    );
  })
  .get('/hireable', validate('query', hireableQuery), async (c) => {
    const { user } = requireSession(c);
    const civilians = await searchHireable(c.get('deps').db, {
      discordId: user.discord_id,
      query: c.req.valid('query').q,
    });
    return c.json({ success: true as const, civilians });
  })
  .post('/employments/:employmentId/accept', validate('param', employmentParam), async (c) => {
    const { user } = requireSession(c);
    const { db, config, now } = c.get('deps');
    const employment = await answerInvitation(db, {
      discordId: user.discord_id,
      employmentId: c.req.valid('param').employmentId,
      accept: true,
      opening: openingBalances(config),
      now: now(),
    });
    return c.json({
      success: true as const,
      ...said('business.done.accepted', { business: employment.businessName }),
      employment,
    });
  })
  .post('/employments/:employmentId/decline', validate('param', employmentParam), async (c) => {
    const { user } = requireSession(c);
    const { db, config, now } = c.get('deps');
    const employment = await answerInvitation(db, {
      discordId: user.discord_id,
      employmentId: c.req.valid('param').employmentId,
      accept: false,
      opening: openingBalances(config),
      now: now(),
    });
    return c.json({ success: true as const, ...said('business.done.declined'), employment });
  })
  .post('/employments/:employmentId/leave', validate('param', employmentParam), async (c) => {
    const { user } = requireSession(c);
    const employment = await leaveBusiness(c.get('deps').db, {
      discordId: user.discord_id,
      employmentId: c.req.valid('param').employmentId,
      now: c.get('deps').now(),
    });
    return c.json({
      success: true as const,
      ...said('business.done.left', { business: employment.businessName }),
      employment,
    });
  })
  .get('/:businessId', validate('param', businessParam), async (c) => {
    const { user } = requireSession(c);
    const detail = await businessDetail(c.get('deps').db, {
      discordId: user.discord_id,
      businessId: c.req.valid('param').businessId,
    });
    return c.json({ success: true as const, ...detail, items: detail.items.map(itemJson) });
  })
  .post(
    '/:businessId/money',
    validate('param', businessParam),
    validate('json', moveBody),
    async (c) => {
      const { user } = requireSession(c);
      const body = c.req.valid('json');
      const amountCents = centsOf(c, body.amount);
      const { result, replayed } = await moveBusinessMoney(c.get('deps').db, {
        discordId: user.discord_id,
        businessId: c.req.valid('param').businessId,
        direction: body.direction,
        accountId: body.accountId,
        amountCents,
        idempotencyKey: idempotencyKey(c),
        now: c.get('deps').now(),
      });
      markReplay(c, replayed);
      const done =
        body.direction === 'deposit' ? 'business.done.deposited' : 'business.done.withdrawn';
      return c.json({
        success: true as const,
        ...said(done, { amount: formatDollars(amountCents), amountCents }),
        ...result,
      });
    },
  )
  .post(
    '/:businessId/employees',
    validate('param', businessParam),
    validate('json', inviteBody),
    async (c) => {
      const { user } = requireSession(c);
      const body = c.req.valid('json');
      const employment = await inviteEmployee(c.get('deps').db, {
        discordId: user.discord_id,
        businessId: c.req.valid('param').businessId,
        civilianId: body.civilianId,
        wageCents: centsOf(c, body.wage, 'wage'),
        now: c.get('deps').now(),
      });
      return c.json(
        {
          success: true as const,
          ...said('business.done.invited', { name: employment.civilianName }),
          employment,
        },
        201,
      );
    },
  )
  .patch(
    '/:businessId/employees/:employmentId',
    validate('param', businessEmploymentParam),
    validate('json', wageBody),
    async (c) => {
      const { user } = requireSession(c);
      const { businessId, employmentId } = c.req.valid('param');
      const employment = await manageEmployee(c.get('deps').db, {
        discordId: user.discord_id,
        businessId,
        employmentId,
        change: { wageCents: centsOf(c, c.req.valid('json').wage, 'wage') },
        now: c.get('deps').now(),
      });
      return c.json({ success: true as const, ...said('business.done.wageSaved'), employment });
    },
  )
  .delete(
    '/:businessId/employees/:employmentId',
    validate('param', businessEmploymentParam),
    async (c) => {
      const { user } = requireSession(c);
      const { businessId, employmentId } = c.req.valid('param');
      const employment = await manageEmployee(c.get('deps').db, {
        discordId: user.discord_id,
        businessId,
        employmentId,
        change: 'remove',
        now: c.get('deps').now(),
      });
      return c.json({
        success: true as const,
        ...said('business.done.removed', { name: employment.civilianName }),
        employment,
      });
    },
  )
  .post('/:businessId/payroll', validate('param', businessParam), async (c) => {
    const { user } = requireSession(c);
    const { result, replayed } = await runPayroll(c.get('deps').db, {
      discordId: user.discord_id,
      businessId: c.req.valid('param').businessId,
      idempotencyKey: idempotencyKey(c),
      now: c.get('deps').now(),
    });
    markReplay(c, replayed);
    const { run } = result;
    return c.json({
      success: true as const,
      ...said('business.done.paid', {
        count: run.employees,
        amount: formatDollars(run.totalCents),
        amountCents: run.totalCents,
      }),
      run,
    });
  })
  .put(
    '/:businessId/schedule',
    validate('param', businessParam),
    validate('json', scheduleBody),
    async (c) => {
      const { user } = requireSession(c);
      const business = await setPayrollSchedule(c.get('deps').db, {
        discordId: user.discord_id,
        businessId: c.req.valid('param').businessId,
        weekly: c.req.valid('json').weekly,
        now: c.get('deps').now(),
      });
      return c.json({ success: true as const, ...said('business.done.scheduleSaved'), business });
    },
  )
  .post(
    '/:businessId/items',
    validate('param', businessParam),
    validate('json', businessItemBody),
    async (c) => {
      const { user } = requireSession(c);
      const { price, ...fields } = c.req.valid('json');
      const item = await createBusinessItem(c.get('deps').db, {
        discordId: user.discord_id,
        businessId: c.req.valid('param').businessId,
        fields: { ...fields, priceCents: centsOf(c, price, 'price') },
        now: c.get('deps').now(),
      });
      return c.json(
        { success: true as const, ...said('economy.done.itemCreated'), item: itemJson(item) },
        201,
      );
    },
  )
  .patch(
    '/:businessId/items/:itemId',
    validate('param', businessItemParam),
    validate('json', businessItemPatch),
    async (c) => {
      const { user } = requireSession(c);
      const { price, ...fields } = c.req.valid('json');
      const { businessId, itemId } = c.req.valid('param');
      const item = await updateBusinessItem(c.get('deps').db, {
        discordId: user.discord_id,
        businessId,
        itemId,
        fields: {
          ...fields,
          ...(price !== undefined && { priceCents: centsOf(c, price, 'price') }),
        },
        now: c.get('deps').now(),
      });
      return c.json({
        success: true as const,
        ...said('economy.done.itemSaved'),
        item: itemJson(item),
      });
    },
  );

/** Staff: the approval setting, pending and all businesses. Mounted at /api/economy/admin/businesses. */
export const businessAdminRoutes = new Hono<AppEnv>()
  .use('*', allowed('admin'))
  .get('/', async (c) => {
    const { db } = c.get('deps');
    const [businesses, approvalRequired] = await Promise.all([
      listAllBusinesses(db),
      businessesNeedApproval(db),
    ]);
    return c.json({ success: true as const, approvalRequired, businesses });
  })
  .put('/approval', validate('json', approvalBody), async (c) => {
    const approvalRequired = await setBusinessesNeedApproval(c.get('deps').db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      required: c.req.valid('json').required,
      now: c.get('deps').now(),
    });
    return c.json({
      success: true as const,
      ...said('business.done.settingSaved'),
      approvalRequired,
    });
  })
  .post(
    '/:businessId/decision',
    validate('param', businessParam),
    validate('json', decisionBody),
    async (c) => {
      const approve = c.req.valid('json').approve;
      const business = await decideBusiness(c.get('deps').db, {
        staffDiscordId: requirePermission(c, 'admin').user.discord_id,
        businessId: c.req.valid('param').businessId,
        approve,
        now: c.get('deps').now(),
      });
      return c.json({
        success: true as const,
        ...said(approve ? 'business.done.approved' : 'business.done.rejected', {
          name: business.name,
        }),
        business,
      });
    },
  );
