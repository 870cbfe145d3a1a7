import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BOT_TOKEN } from '@tenfour/bot/testing/discord-env';
import { PEOPLE, ROLES, apiPost, browserAvailable, startStack, type Stack } from './harness';

// A community makes TenFour its own: staff add a department of theirs, give it a report
// channel and ranks, admit a Discord role to it; its members serve there, their citations go to
// its channel, and its supervisor runs its roster, which the live board follows.

const DEPUTY_ROLE = '700000000000000021';
const deputy = {
  id: '510000000000000021',
  username: 'deputy.quinn',
  roles: [ROLES.publicSafety, DEPUTY_ROLE],
};
const sergeant = {
  id: '510000000000000022',
  username: 'sgt.blake',
  roles: [ROLES.publicSafety, DEPUTY_ROLE],
};
const BCSO = "Blaine County Sheriff's Office";
const WEBHOOK = { id: '880000000000000021', token: 'bcso-reports' };

const createCivilian = (stack: Stack, context: BrowserContext, firstName: string) =>
  apiPost<{ civilian: { _id: string } }>(stack, context, '/api/civilians', {
    firstName,
    lastName: 'Harlow',
    dateOfBirth: '1990-04-12',
    knownAliases: [],
  }).then((r) => r.civilian._id);

const departmentItem = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByText(BCSO, { exact: true }) });

describe.runIf(browserAvailable())('departments, role mapping and roster', () => {
  let stack: Stack;
  let staff: { context: BrowserContext; page: Page };
  let bcsoId: string;

  beforeAll(async () => {
    // The bot token lets the server read the guild's roles; no gateway in the fake.
    stack = await startStack({ DISCORD_BOT_TOKEN: TEST_BOT_TOKEN, DISCORD_GATEWAY: 'off' });
    stack.fake.addUser(deputy);
    stack.fake.addUser(sergeant);
    // The community's Discord server, as the role mapping page reads it.
    stack.fake.guildRoles = [
      { id: ROLES.admin, name: 'Staff', color: 0xe74c3c, position: 6 },
      { id: ROLES.dispatch, name: 'Dispatch', color: 0xf1c40f, position: 5 },
      { id: ROLES.publicSafety, name: 'Public Safety', color: 0x3498db, position: 4 },
      { id: DEPUTY_ROLE, name: "Sheriff's Deputy", color: 0x8b5a2b, position: 3 },
      { id: ROLES.fireRescue, name: 'SA Fire Rescue', color: 0xe67e22, position: 2 },
      { id: ROLES.licenseC, name: 'Drivers License', color: 0x27ae60, position: 1 },
    ];
    staff = await stack.signedIn(PEOPLE.admin);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('staff create a department with its report webhook and ranks, and map a role to it', async () => {
    const { page } = staff;
    await page.goto('/dashboard/admin/departments');
    await page.getByRole('heading', { name: 'Departments', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New department' }).click();
    await page.getByLabel('Name', { exact: true }).fill(BCSO);
    await page.getByLabel('Short name').fill('BCSO');
    await page.getByRole('checkbox', { name: 'Police' }).check();
    await page.getByRole('button', { name: 'Create department' }).click();
    const item = departmentItem(page);
    await item.getByText('(BCSO)').waitFor();

    // Its report channel: entered once, then shown only as configured.
    await item.getByRole('button', { name: 'Edit', exact: true }).click();
    await item
      .getByLabel('Report webhook')
      .fill(`https://discord.com/api/webhooks/${WEBHOOK.id}/${WEBHOOK.token}`);
    await item.getByRole('button', { name: 'Save webhook' }).first().click();
    await item.getByText('Configured', { exact: true }).waitFor();
    expect(await page.content()).not.toContain(WEBHOOK.token);

    // Ranks, highest first; the sergeant supervises.
    for (const rank of ['Sergeant', 'Corporal', 'Deputy']) {
      await item.getByLabel('New rank').fill(rank);
      await item.getByLabel('New rank').press('Enter');
      await item.getByLabel(`Name of ${rank}`).waitFor();
    }
    const sergeantRow = item.locator('li, .parts-row').filter({
      has: page.getByLabel('Name of Sergeant'),
    });
    // Saved as it is clicked; the box shows the server's answer.
    await sergeantRow.getByRole('checkbox', { name: 'Supervisor' }).click();
    await expect
      .poll(async () => sergeantRow.getByRole('checkbox', { name: 'Supervisor' }).isChecked())
      .toBe(true);

    const departments = await staff.context.request.get('/api/departments');
    const listed = (await departments.json()) as { departments: { id: string; name: string }[] };
    bcsoId = listed.departments.find((d) => d.name === BCSO)!.id;
    expect(bcsoId).toBeTruthy();
    expect(JSON.stringify(listed)).not.toContain(WEBHOOK.token);

    // The Sheriff's Deputy role admits its holders to BCSO, picked by name as Discord shows it.
    await page.goto('/dashboard/admin/roles');
    const picker = page.getByLabel(`${BCSO} (BCSO)`);
    await picker.fill('sheriff');
    await page
      .getByRole('list', { name: 'Matching roles' })
      .getByRole('button', { name: "Sheriff's Deputy" })
      .click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Role mapping saved.').waitFor();
  });

  it('a member with the mapped role registers there, and their citation goes to its channel', async () => {
    const { context, page } = await stack.signedIn(deputy);
    await createCivilian(stack, context, 'Quinn');
    await page.goto('/dashboard/pso');
    const modal = page.getByRole('dialog', { name: 'Officer Registration' });
    await modal.waitFor();
    await modal.getByLabel('Civilian').selectOption({ label: 'Quinn Harlow' });
    await modal.getByLabel('Callsign').fill('D-21');
    await modal.getByLabel('Platform').selectOption({ label: BCSO });
    await modal.getByRole('button', { name: 'Register' }).click();
    const info = page.getByRole('region', { name: 'Officer Information' });
    await info.getByText('D-21', { exact: true }).waitFor();

    // A public safety member without the role is not admitted to it.
    const outsider = await stack.signedIn(PEOPLE.officer);
    const own = await createCivilian(stack, outsider.context, 'Jordan');
    const refused = await outsider.context.request.post('/api/officers', {
      data: { civilianId: own, department: bcsoId, callsign: 'X-9' },
      headers: { origin: stack.baseUrl },
    });
    expect(refused.status()).toBe(403);
    await outsider.context.close();

    const civilian = await stack.signedIn(PEOPLE.civilian);
    const driver = await createCivilian(stack, civilian.context, 'Riley');
    await civilian.context.close();
    await apiPost(stack, context, '/api/reports/create', {
      civilianId: driver,
      type: 'citation',
      offenses: [{ title: 'Speeding', fine: 150, jailTime: 0 }],
      notes: 'Route 68, 95 in a 55.',
    });
    await expect
      .poll(() => stack.fake.webhookPosts.filter((p) => p.webhookId === WEBHOOK.id).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const post = stack.fake.webhookPosts.find((p) => p.webhookId === WEBHOOK.id)!;
    expect(post.token).toBe(WEBHOOK.token);
    expect(JSON.stringify(post.body)).toContain('New Citation Issued');
    expect(JSON.stringify(post.body)).toContain('D-21');
    await context.close();
  });

  it('a supervisor promotes a member on the roster, and the live board shows the new callsign', async () => {
    const sgt = await stack.signedIn(sergeant);
    const own = await createCivilian(stack, sgt.context, 'Blake');
    await apiPost(stack, sgt.context, '/api/officers', {
      civilianId: own,
      department: bcsoId,
      callsign: 'S-1',
    });

    // Staff make them the department's sergeant, from the roster.
    const { page } = staff;
    await page.goto('/dashboard/roster');
    await page.getByLabel('Department').selectOption({ label: BCSO });
    await page.getByRole('heading', { name: new RegExp(BCSO) }).waitFor();
    await page.getByRole('row', { name: /S-1/ }).getByRole('button', { name: 'Edit' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Rank').selectOption({ label: 'Sergeant (supervisor)' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /S-1/ }).getByText('Sergeant').waitFor();

    // The sergeant's board shows the deputy, who went in service on registering.
    const board = sgt.page;
    await board.goto('/dashboard/pso');
    const units = board.getByRole('region', { name: 'Live Units' });
    await units.getByText('D-21', { exact: true }).waitFor();
    await board.evaluate(() => Object.assign(globalThis, { noReload: true }));

    const roster = await sgt.context.newPage();
    await roster.goto('/dashboard/roster');
    await roster.getByRole('heading', { name: new RegExp(BCSO) }).waitFor();
    await roster.getByRole('row', { name: /D-21/ }).getByRole('button', { name: 'Edit' }).click();
    dialog = roster.getByRole('dialog');
    await dialog.getByLabel('Rank').selectOption({ label: 'Corporal' });
    await dialog.getByLabel('Callsign').fill('C-21');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await roster.getByRole('row', { name: /C-21/ }).getByText('Corporal').waitFor();

    await units.getByText('C-21', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await units.getByText('D-21', { exact: true }).count()).toBe(0);
    expect(await board.evaluate(() => (globalThis as { noReload?: boolean }).noReload)).toBe(true);
    await sgt.context.close();
  });
});
