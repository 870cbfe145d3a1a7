import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

async function createCivilian(stack: Stack, context: BrowserContext, first: string, last: string) {
  const { civilian } = (await apiPost(stack, context, '/api/civilians', {
    firstName: first,
    lastName: last,
    dateOfBirth: '1992-08-30',
    knownAliases: [],
  })) as { civilian: { _id: string } };
  return civilian._id;
}

/** A datetime-local value in the browser's (this machine's) time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const overflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

describe.runIf(browserAvailable())('staff console', () => {
  let stack: Stack;
  let officer: { context: BrowserContext; page: Page };
  let casey: { context: BrowserContext; page: Page };
  let staff: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    stack = await startStack();
    officer = await stack.signedIn(PEOPLE.officer);
    const own = await createCivilian(stack, officer.context, 'Jordan', 'Reyes');
    await apiPost(stack, officer.context, '/api/officers', {
      civilianId: own,
      department: 'Xbox',
      callsign: 'D-104',
    });
    casey = await stack.signedIn(PEOPLE.civilian);
    const caseyId = await createCivilian(stack, casey.context, 'Casey', 'Morgan');
    // The officer's citation: an audited action, and the record Casey asks to expunge.
    await apiPost(stack, officer.context, '/api/reports/create', {
      civilianId: caseyId,
      type: 'citation',
      offenses: [{ title: 'Reckless driving', fine: 250 }],
    });
    staff = await stack.signedIn(PEOPLE.admin);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('an expungement the owner requests and staff approve hides the record from the officer’s search', async () => {
    await casey.page.goto('/dashboard/civilian');
    await casey.page.getByRole('button', { name: /Casey Morgan/ }).click();
    const panel = casey.page.getByRole('region', { name: 'Records' });
    await panel.getByText('Reckless driving').waitFor();
    await panel.getByRole('button', { name: 'Request expungement of Reckless driving' }).click();
    const modal = casey.page.getByRole('dialog', { name: 'Request Expungement' });
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await modal.getByRole('alert').waitFor();
    await modal
      .getByLabel('Why should this record be expunged?')
      .fill('Paid in full and a year without incident.');
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await modal.waitFor({ state: 'detached' });
    await panel.getByText('Expungement requested; staff will review it.').waitFor();

    await staff.page.goto('/dashboard/admin/expungements');
    await staff.page.getByRole('heading', { name: 'Expungements' }).waitFor();
    const item = staff.page.getByRole('listitem', { name: /Reckless driving \(Casey Morgan\)/i });
    await item.getByText('Reason: Paid in full and a year without incident.').waitFor();
    await item.getByRole('button', { name: 'Approve' }).click();
    await staff.page.getByText('No pending requests.').waitFor();
    await staff.page.getByLabel('Status').selectOption('approved');
    await staff.page
      .getByRole('listitem', { name: /Reckless driving/i })
      .getByText('approved')
      .waitFor();

    await officer.page.goto('/dashboard/pso/search');
    await officer.page.getByRole('combobox', { name: 'Name or SSN' }).fill('Casey Morgan');
    await officer.page.getByRole('button', { name: 'Search', exact: true }).click();
    const profile = officer.page.getByRole('region', { name: 'Owner profile' });
    await profile.getByRole('heading', { name: 'Casey Morgan' }).waitFor();
    await profile.getByText('No citations found.').waitFor();
    expect(await profile.getByText('Reckless driving').count()).toBe(0);

    await casey.page.reload();
    await casey.page.getByRole('button', { name: /Casey Morgan/ }).click();
    await casey.page.getByRole('region', { name: 'Records' }).getByText('Tickets: None').waitFor();
  });

  it('staff filter the audit log by member and export that view as CSV', async () => {
    const { page } = staff;
    await page.goto('/dashboard/admin/audit');
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    const entries = page.getByRole('region', { name: 'Entries' });
    await entries.getByText('Expungement approved').first().waitFor();

    await page.getByLabel('Member (Discord id)').fill(PEOPLE.officer.id);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/member=510000000000000002/);
    await entries.getByText('Report filed (arrest, citation or warning)').waitFor();
    await expect.poll(() => entries.getByText('Expungement approved').count()).toBe(0);
    expect(await entries.getByText('Expungement requested').count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toContain('Action label');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.split(',')[1]).toBe(PEOPLE.officer.id);
    expect(csv).toContain('record.create');
    expect(csv).not.toContain('expungement.approve');
  });

  it('staff suspend a member, who is signed out and shown the reason, then lift it', async () => {
    await casey.page.goto('/dashboard/civilian');
    await casey.page
      .getByRole('heading', { name: /Civilian/ })
      .first()
      .waitFor();

    const { page } = staff;
    await page.goto('/dashboard/admin/members');
    await page.getByRole('heading', { name: 'Members' }).first().waitFor();
    await page.getByLabel('Name or Discord id').fill('CASE');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: 'Members' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('link', { name: 'casey' }).click();
    await page.getByRole('heading', { name: 'casey' }).waitFor();
    await page.getByRole('region', { name: 'Civilians' }).getByText('Casey Morgan').waitFor();

    const suspension = page.getByRole('region', { name: 'Suspension' });
    await suspension.getByRole('button', { name: 'Suspend Member' }).click();
    await suspension.getByRole('alert').waitFor();
    const ends = new Date(Date.now() + 3 * 24 * 3600_000);
    ends.setSeconds(0, 0);
    await suspension.getByLabel('Reason').fill('Harassing other players in voice chat.');
    // An end already past is refused under the field it is about.
    const endsField = suspension.getByLabel(/^Ends/);
    await endsField.fill(localInput(new Date(Date.now() - 3600_000)));
    await suspension.getByRole('button', { name: 'Suspend Member' }).click();
    await suspension.getByText('The end of the suspension must be in the future.').waitFor();
    expect(await endsField.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await endsField.getAttribute('aria-describedby');
    expect(await suspension.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'The end of the suspension must be in the future.',
    );
    await endsField.fill(localInput(ends));
    await suspension.getByRole('button', { name: 'Suspend Member' }).click();
    await suspension.getByText('✅ Member suspended and signed out.').waitFor();
    await suspension.getByText('Suspended', { exact: true }).waitFor();

    // The member's next request finds the session ended and shows why.
    await casey.page.reload();
    await casey.page.waitForURL(/\/suspended$/);
    await casey.page.getByRole('heading', { name: 'Access suspended' }).waitFor();
    await casey.page.getByText('Harassing other players in voice chat.').waitFor();
    await casey.page.getByText(ends.toISOString().slice(0, 16).replace('T', ' ')).waitFor();
    await stack.screenshot(casey.page, 'staff-suspended');

    // Signing in again lands on the same notice.
    const again = await stack.signedIn(PEOPLE.civilian);
    expect(new URL(again.page.url()).pathname).toBe('/suspended');
    await again.page.getByText('Harassing other players in voice chat.').waitFor();

    // Staff cannot suspend themselves.
    await page.goto(`/dashboard/admin/members/${PEOPLE.admin.id}`);
    const own = page.getByRole('region', { name: 'Suspension' });
    await own.getByLabel('Reason').fill('Testing.');
    await own.getByRole('button', { name: 'Suspend Member' }).click();
    await own.getByText('You cannot suspend yourself.').waitFor();

    // Lifted: the member may sign in again.
    await page.goto(`/dashboard/admin/members/${PEOPLE.civilian.id}`);
    await page
      .getByRole('region', { name: 'Suspension' })
      .getByLabel('Note (optional)')
      .fill('Apologised.');
    await page.getByRole('button', { name: 'Lift Suspension' }).click();
    await page.getByText('✅ Suspension lifted.').waitFor();
    await page
      .getByRole('list', { name: 'Suspension history' })
      .getByText(/Apologised/)
      .waitFor();
    await again.page.reload();
    await again.page.getByText('Your suspension has ended.').waitFor();
    const back = await stack.signedIn(PEOPLE.civilian);
    expect(new URL(back.page.url()).pathname).not.toBe('/suspended');

    // The staff screens fit a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, heading] of [
      ['/dashboard/admin/members', 'Members'],
      [`/dashboard/admin/members/${PEOPLE.civilian.id}`, 'casey'],
      ['/dashboard/admin/audit', 'Audit Log'],
      ['/dashboard/admin/expungements', 'Expungements'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page.getByRole('table').or(page.getByRole('list')).first().waitFor();
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
    await stack.screenshot(page, 'staff-mobile');
    for (const c of [again, back]) await c.context.close();
  });

  it('staff set when a call’s age turns amber and red on the console; a refusal shows under its field', async () => {
    const { page } = staff;
    await page.setViewportSize({ width: 1280, height: 850 });
    await page.goto('/dashboard/admin/community');
    const form = page.getByRole('form', { name: 'Call age on the console' });
    const warn = form.getByLabel('Amber after (minutes)');
    const alert = form.getByLabel('Red after (minutes)');
    await expect.poll(() => warn.inputValue()).toBe('10');
    expect(await alert.inputValue()).toBe('20');

    await warn.fill('25');
    await form.getByRole('button', { name: 'Save' }).click();
    const order = 'Red must start later than amber: enter more minutes than for amber.';
    await form.getByText(order).waitFor();
    expect(await alert.getAttribute('aria-invalid')).toBe('true');

    await warn.fill('5');
    await alert.fill('15');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Call age colours saved.' }).waitFor();
    expect(await form.getByText(order).count()).toBe(0);
    // Every dispatcher's screen reads the community values, where the new colours now are.
    const values = (await (await staff.context.request.get('/api/values')).json()) as {
      callAge: unknown;
    };
    expect(values.callAge).toEqual({ warnMinutes: 5, alertMinutes: 15 });
    await page.reload();
    await expect.poll(() => form.getByLabel('Amber after (minutes)').inputValue()).toBe('5');
  });

  it('the Members list names what each member’s roles allow, the dispatcher’s too', async () => {
    const dispatcher = await stack.signedIn(PEOPLE.dispatcher);
    await dispatcher.context.close();
    const { page } = staff;
    await page.setViewportSize({ width: 1280, height: 850 });
    await page.goto('/dashboard/admin/members');
    const table = page.getByRole('table', { name: 'Members' });
    for (const [name, roles] of [
      [PEOPLE.dispatcher.username, 'Dispatch'],
      [PEOPLE.admin.username, 'Staff, Public Safety, Fire/Rescue'],
      [PEOPLE.civilian.username, 'Civilian'],
    ] as const) {
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
      await row.getByRole('cell', { name: roles, exact: true }).waitFor();
    }
  });
});
