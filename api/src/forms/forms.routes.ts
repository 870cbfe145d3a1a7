import { Hono } from 'hono';
import { sql } from 'kysely';
import {
  createForm,
  deleteForm,
  fileForm,
  FormAnswersError,
  getAdminForm,
  getCustomReport,
  isOffered,
  listAdminForms,
  listCustomReports,
  publishedForms,
  publishForm,
  retireForm,
  updateForm,
  type FormsChange,
} from '@tenfour/db/forms';
import { requirePermission, type AppContext, type AppEnv } from '../context';
import { AppError } from '../errors';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { said } from '../said';
import { filersOf, readerOf, requireFilers } from './filer';
import {
  fileBody,
  formBody,
  formIdParam,
  formPatch,
  officerQuery,
  publishBody,
  reportIdParam,
  reportsQuery,
} from './forms.schemas';

const db = (c: AppContext) => c.get('deps').db;

function staffChange(c: AppContext): FormsChange {
  return {
    staffDiscordId: requirePermission(c, 'admin').user.discord_id,
    now: c.get('deps').now(),
  };
}

/** Staff: define, publish, retire and delete the community's forms (docs/forms.md). */
export const adminFormsRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    requirePermission(c, 'admin');
    await next();
  })
  .get('/', async (c) => c.json({ forms: await listAdminForms(db(c)) }))
  .get('/:id', validate('param', formIdParam), async (c) =>
    c.json({ form: await getAdminForm(db(c), c.req.valid('param').id) }),
  )
  .post('/', validate('json', formBody), async (c) => {
    const form = await createForm(db(c), staffChange(c), c.req.valid('json'));
    return c.json({ success: true as const, ...said('forms.done.saved'), form }, 201);
  })
  .patch('/:id', validate('param', formIdParam), validate('json', formPatch), async (c) => {
    const form = await updateForm(
      db(c),
      staffChange(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json({ success: true as const, ...said('forms.done.saved'), form });
  })
  .post(
    '/:id/publish',
    validate('param', formIdParam),
    validate('json', publishBody),
    async (c) => {
      const form = await publishForm(
        db(c),
        staffChange(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      const version = form.version ?? 1;
      return c.json({ success: true as const, ...said('forms.done.published', { version }), form });
    },
  )
  .post('/:id/retire', validate('param', formIdParam), async (c) => {
    const form = await retireForm(db(c), staffChange(c), c.req.valid('param').id);
    return c.json({ success: true as const, ...said('forms.done.retired'), form });
  })
  .delete('/:id', validate('param', formIdParam), async (c) => {
    await deleteForm(db(c), staffChange(c), c.req.valid('param').id);
    return c.json({ success: true as const, ...said('forms.done.deleted') });
  });

/** Every field's problem as the one 400 shape: path = the field's key. */
function answersRefused(err: FormAnswersError): AppError {
  const first = err.issues[0]!;
  return new AppError(400, first.key, first.params, {
    issues: err.issues,
    message: first.message,
  });
}

/**
 * Members: the forms published to their department or service, filing them, and reading the
 * reports of their departments. Mounted at /api/forms.
 */
export const formsRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .get('/', async (c) => {
    const filers = await filersOf(c);
    const all = await publishedForms(db(c), c.get('deps').notifier).get();
    return c.json({
      forms: all.filter((f) => filers.some((p) => isOffered(f, p))),
      canFile: filers.length > 0,
    });
  })
  .get('/reports', validate('query', reportsQuery), async (c) => {
    const q = c.req.valid('query');
    const toDate = (s: string | undefined) => (s ? new Date(s) : undefined);
    return c.json(
      await listCustomReports(db(c), readerOf(c), {
        ...q,
        from: toDate(q.from),
        to: toDate(q.to),
        before: toDate(q.before),
      }),
    );
  })
  .get('/reports/:id', validate('param', reportIdParam), async (c) =>
    c.json({ report: await getCustomReport(db(c), readerOf(c), c.req.valid('param').id) }),
  )
  // The officer/unit picker: profiles by callsign or name (filers only).
  .get('/officers', validate('query', officerQuery), async (c) => {
    await requireFilers(c);
    const like = `%${c.req
      .valid('query')
      .q.toLowerCase()
      .replace(/[\\%_]/g, (s) => `\\${s}`)}%`;
    const rows = await db(c)
      .selectFrom('officers')
      .select(['id', 'callsign', 'first_name', 'last_name', 'department'])
      .where((eb) =>
        eb.or([
          eb(sql`lower(callsign)`, 'like', like),
          eb(sql`lower(first_name || ' ' || last_name)`, 'like', like),
        ]),
      )
      .orderBy('callsign')
      .limit(12)
      .execute();
    return c.json({
      items: rows.map((r) => ({
        id: r.id,
        text: `${r.callsign} · ${r.first_name} ${r.last_name}`,
        department: r.department,
      })),
    });
  })
  .get('/:id', validate('param', formIdParam), async (c) => {
    const filers = await requireFilers(c);
    const id = c.req.valid('param').id;
    const form = (await publishedForms(db(c), c.get('deps').notifier).get()).find(
      (f) => f.id === id && filers.some((p) => isOffered(f, p)),
    );
    if (!form) throw new AppError(404, 'forms.notFound');
    return c.json({ form });
  })
  .post('/:id/file', validate('param', formIdParam), validate('json', fileBody), async (c) => {
    const filers = await requireFilers(c);
    const id = c.req.valid('param').id;
    const forms = await publishedForms(db(c), c.get('deps').notifier).get();
    const form = forms.find((f) => f.id === id);
    // The profile the form is published to files it (a police form: the police profile).
    const filer = (form && filers.find((p) => isOffered(form, p))) ?? filers[0]!;
    try {
      const report = await fileForm(
        db(c),
        filer,
        id,
        c.req.valid('json').values,
        c.get('deps').now(),
      );
      return c.json({ success: true as const, ...said('forms.done.filed'), report }, 201);
    } catch (err) {
      if (err instanceof FormAnswersError) throw answersRefused(err);
      throw err;
    }
  });
