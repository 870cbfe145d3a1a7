import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';
import { horizontalOverflow } from './page-checks';

/*
 * A list longer than a page, read the way a member reads it: the first page, then "Load
 * more" until there is no more. The bank ledger shows ten rows a page.
 */

const DEPOSITS = 11;

async function civilianWithLongLedger(stack: Stack, context: BrowserContext, lastName: string) {
  const headers = { origin: stack.baseUrl };
  const created = await context.request.post('/api/civilians', {
    data: { firstName: 'Paige', lastName, dateOfBirth: '1991-06-15' },
    headers,
  });
  expect(created.status()).toBe(201);
  const civilianId = ((await created.json()) as { civilian: { _id: string } }).civilian._id;
  const accounts = await context.request.get(`/api/bank/accounts/${civilianId}`);
  const { accounts: list } = (await accounts.json()) as {
    accounts: { _id: string; accountType: string }[];
  };
  const checking = list.find((a) => a.accountType === 'Checking')!;
  for (let i = 1; i <= DEPOSITS; i += 1) {
    const res = await context.request.post('/api/bank/deposit', {
      data: { accountId: checking._id, amount: '1', description: `Paging deposit ${i}` },
      headers,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return civilianId;
}

/** A civilian of the signed-in member, registered as their officer; its id. */
async function officerOnNewCivilian(
  stack: Stack,
  context: BrowserContext,
  who: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    department: string;
    callsign: string;
  },
) {
  const { department, callsign, ...civilian } = who;
  const { civilian: created } = await apiPost<{ civilian: { _id: string } }>(
    stack,
    context,
    '/api/civilians',
    civilian,
  );
  await apiPost(stack, context, '/api/officers', { civilianId: created._id, department, callsign });
  return created._id;
}

describe.runIf(browserAvailable())('long lists page with Load more', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  for (const [name, person, viewport] of [
    ['a desktop', PEOPLE.civilian, { width: 1280, height: 850 }],
    ['a phone', PEOPLE.officer2, { width: 390, height: 844 }],
  ] as const) {
    it(`reads the whole ledger a page at a time on ${name}`, async () => {
      const { context, page } = await stack.signedIn(person, { viewport });
      const lastName = viewport.width < 600 ? 'Phone' : 'Desk';
      const civilianId = await civilianWithLongLedger(stack, context, lastName);

      await page.goto(`/bank/dashboard?civilian=${civilianId}`);
      const recent = page.getByRole('region', { name: 'Recent Transactions' });
      const rows = recent.locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(10);
      // Newest first.
      expect(await rows.first().textContent()).toContain(`Paging deposit ${DEPOSITS}`);

      const more = recent.getByRole('button', { name: 'Load more' });
      await more.scrollIntoViewIfNeeded();
      expect(await more.isVisible()).toBe(true);
      await more.click();
      // The eleventh deposit and the opening balance: every row once, the oldest last.
      await rows.nth(DEPOSITS).waitFor();
      expect(await rows.count()).toBe(DEPOSITS + 1);
      const texts = await rows.allTextContents();
      const numbers = texts.map((t) => Number(/Paging deposit (\d+)/.exec(t)?.[1] ?? 0));
      expect(numbers).toEqual([...Array(DEPOSITS).keys()].map((i) => DEPOSITS - i).concat(0));
      expect(await recent.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await stack.screenshot(page, `paging-ledger-${lastName.toLowerCase()}`);
      await context.close();
    });
  }
});

describe.runIf(browserAvailable())('the owner profile pages its records', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows the newest 50 and reads the older ones with Load more', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.officer, {
      viewport: { width: 390, height: 844 },
    });
    const post = (path: string, data: unknown) => apiPost(stack, context, path, data);
    const civilianId = await officerOnNewCivilian(stack, context, {
      firstName: 'Quincy',
      lastName: 'Longsheet',
      dateOfBirth: '1988-03-02',
      department: 'Xbox',
      callsign: 'P-52',
    });
    for (let i = 1; i <= 52; i += 1) {
      await post('/api/reports/create', {
        civilianId,
        type: 'citation',
        offenses: [{ title: `Parking offense ${i}`, fine: 10 }],
      });
    }

    await page.goto('/dashboard/pso/search');
    await page.getByRole('combobox', { name: 'Name or SSN' }).fill('Quincy Longs');
    await page
      .getByRole('listbox', { name: 'Name or SSN suggestions' })
      .getByRole('option', { name: /Quincy Longsheet/ })
      .click();
    const profile = page.getByRole('region', { name: 'Owner profile' });
    const citations = profile.getByRole('region', { name: 'Citations' }).locator('li');
    await citations.first().waitFor();
    expect(await citations.count()).toBe(50);
    await profile.getByText('Showing 50 of 52 records.').waitFor();
    const more = profile.getByRole('button', { name: 'Load more' });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await citations.nth(51).waitFor();
    expect(await citations.count()).toBe(52);
    // Newest first, the oldest last, each once.
    const texts = await citations.allTextContents();
    const numbers = texts.map((t) => Number(/Parking offense (\d+)/.exec(t)?.[1] ?? 0));
    expect(numbers).toEqual([...Array(52).keys()].map((i) => 52 - i));
    expect(await profile.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });

  it('counts every warrant of the department in the filters, past the first page', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.officer2);
    const post = (path: string, data: unknown) => apiPost(stack, context, path, data);
    const civilianId = await officerOnNewCivilian(stack, context, {
      firstName: 'Wanda',
      lastName: 'Wanted',
      dateOfBirth: '1985-01-02',
      department: 'PlayStation',
      callsign: 'W-51',
    });
    for (let i = 1; i <= 51; i += 1) {
      await post('/api/warrants/create', { type: 'Arrest', civilianId, reason: `Count ${i}` });
    }

    await page.goto('/dashboard/pso/warrants');
    const cards = page.getByRole('list', { name: 'Warrants' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(50);
    await page.getByRole('button', { name: 'All (51)' }).waitFor();
    await page.getByRole('button', { name: 'Active (51)' }).waitFor();
    await page.getByRole('button', { name: 'Resolved (0)' }).waitFor();
    await context.close();
  });
});

describe.runIf(browserAvailable())('registration pickers offer every civilian', () => {
  // More civilians than the largest page (100), so the picker must read past two pages.
  const CIVILIANS = 101;
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ MAX_CIVILIANS_PER_MEMBER: String(CIVILIANS) });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists the last of more than a page of civilians for officers and fire/rescue', async () => {
    // Staff hold both the public safety and the fire/rescue role.
    const { context, page } = await stack.signedIn(PEOPLE.admin);
    const label = (i: number) => `Roster R${String(i).padStart(3, '0')}`;
    for (let i = 1; i <= CIVILIANS; i += 1) {
      const res = await context.request.post('/api/civilians', {
        data: {
          firstName: 'Roster',
          lastName: `R${String(i).padStart(3, '0')}`,
          dateOfBirth: '1990-01-01',
        },
        headers: { origin: stack.baseUrl },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    for (const [path, dialog] of [
      ['/dashboard/pso', 'Officer Registration'],
      ['/dashboard/safr', 'SAFR Registration'],
    ] as const) {
      await page.goto(path);
      const picker = page.getByRole('dialog', { name: dialog }).getByLabel('Civilian');
      await expect
        .poll(() => picker.locator('option').count(), { timeout: 10_000 })
        .toBe(CIVILIANS + 1);
      await picker.selectOption({ label: label(CIVILIANS) });
      await picker.selectOption({ label: label(1) });
    }
    await context.close();
  });
});

describe.runIf(browserAvailable())('report and request lists page with Load more', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("shows the department's newest 50 incident reports and the rest with Load more", async () => {
    const { context, page } = await stack.signedIn(PEOPLE.officer);
    await officerOnNewCivilian(stack, context, {
      firstName: 'Ivy',
      lastName: 'Incident',
      dateOfBirth: '1987-07-07',
      department: 'Xbox',
      callsign: 'I-51',
    });
    for (let i = 1; i <= 51; i += 1) {
      await apiPost(stack, context, '/api/incident-reports', {
        title: `Noise complaint ${i}`,
        type: 'Incident',
        description: 'Music after midnight.',
      });
    }

    await page.goto('/dashboard/pso/create-report');
    const recent = page.getByRole('region', { name: 'Recent Reports' });
    const items = recent.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(50);
    await recent.getByRole('button', { name: 'Load more' }).click();
    await items.nth(50).waitFor();
    const titles = await items.locator('.record-item-head > span:first-child').allTextContents();
    expect(titles).toEqual([...Array(51).keys()].map((i) => `Noise complaint ${51 - i}`));
    expect(await recent.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await context.close();
  });

  it('shows staff the first 50 pending account requests and the rest with Load more', async () => {
    const { context } = await stack.signedIn(PEOPLE.civilian);
    // Business accounts and a second Checking wait for staff: three requests a civilian.
    for (let i = 1; i <= 17; i += 1) {
      const { civilian } = await apiPost<{ civilian: { _id: string } }>(
        stack,
        context,
        '/api/civilians',
        { firstName: 'Quinn', lastName: `Queue${i}`, dateOfBirth: '1992-02-02' },
      );
      for (const accountType of ['Business Checking', 'Business Savings', 'Checking']) {
        const res = await context.request.post('/api/bank/create', {
          data: { civilianId: civilian._id, accountType, reason: `Request ${i}` },
          headers: { origin: stack.baseUrl },
        });
        expect(res.status(), await res.text()).toBe(202);
      }
    }
    await context.close();

    const admin = await stack.signedIn(PEOPLE.admin);
    await admin.page.goto('/dashboard/admin/bank-requests');
    const rows = admin.page.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(50);
    await admin.page.getByRole('button', { name: 'Load more' }).click();
    await rows.nth(50).waitFor();
    expect(await rows.count()).toBe(51);
    // The queue is oldest first: the last request filed is the last row.
    await rows.nth(50).getByText('Quinn Queue17').waitFor();
    expect(await admin.page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await admin.context.close();
  });
});
