import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

async function createCivilian(stack: Stack, context: BrowserContext, first: string, last: string) {
  const { civilian } = (await apiPost(stack, context, '/api/civilians', {
    firstName: first,
    lastName: last,
    dateOfBirth: '1990-04-12',
    knownAliases: [],
  })) as { civilian: { _id: string } };
  return civilian._id;
}

const live = (page: Page) => page.getByRole('status').filter({ hasText: 'Live' }).waitFor();

/** How far the page is wider than the window: 0 means no horizontal scrolling. */
const overflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

describe.runIf(browserAvailable())('fire and rescue', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a paramedic registers, goes Available, answers an officer’s medical call live, files a patient care report, and the owner sees the medical record', async () => {
    const owner = await stack.signedIn(PEOPLE.civilian);
    await createCivilian(stack, owner.context, 'Casey', 'Walker');

    const officer = await stack.signedIn(PEOPLE.officer);
    const officerCivilian = await createCivilian(stack, officer.context, 'Jordan', 'Reyes');
    await apiPost(stack, officer.context, '/api/officers', {
      civilianId: officerCivilian,
      department: 'Xbox',
      callsign: 'D-104',
    });

    const medic = await stack.signedIn(PEOPLE.firefighter);
    await createCivilian(stack, medic.context, 'Morgan', 'Lee');

    // Registration through the dashboard's modal.
    await medic.page.goto('/dashboard/safr');
    await medic.page.getByRole('heading', { name: 'SAFR Dashboard' }).waitFor();
    const modal = medic.page.getByRole('dialog', { name: 'SAFR Registration' });
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.getByText('All fields except the station are required.').waitFor();
    await modal.getByLabel('Civilian').selectOption({ label: 'Morgan Lee' });
    await modal.getByLabel('Callsign').fill('m-3');
    await modal.getByLabel('Role').selectOption('Paramedic');
    await modal.getByLabel('Station (optional)').fill('Station 7');
    await modal.getByLabel('Platform').selectOption('Xbox');
    await modal.getByRole('button', { name: 'Register' }).click();
    const unit = medic.page.getByRole('region', { name: 'Unit Information' });
    await unit.getByText('M-3', { exact: true }).waitFor();
    await unit.getByText('Probationary Morgan Lee').waitFor();
    expect(await unit.getByLabel('Current time').textContent()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await medic.page.getByRole('button', { name: 'Available', exact: true }).click();
    await expect.poll(() => unit.getByTestId('safr-status').textContent()).toBe('Available');
    await unit.getByText(/On duty since/).waitFor();
    await medic.page
      .getByRole('region', { name: 'Live Units' })
      .getByText('M-3', { exact: true })
      .waitFor();

    await officer.page.goto('/dashboard/pso');
    await Promise.all([live(officer.page), live(medic.page)]);
    await medic.page.evaluate(() => Object.assign(globalThis, { noReload: true }));

    // The officer creates a medical call: it reaches the SAFR board live.
    await officer.page.getByRole('button', { name: 'Create Call', exact: true }).click();
    const form = officer.page.getByRole('dialog', { name: 'Create Call' });
    await form.getByLabel('Call Type').selectOption('Medical Emergency');
    await form.getByLabel('Location').fill('Legion Square');
    await form.getByLabel('Details').fill('Cyclist down, conscious.');
    await form.getByRole('button', { name: 'Create Call' }).click();
    await form.waitFor({ state: 'detached' });

    const calls = medic.page.getByRole('region', { name: 'Active Calls' });
    const row = calls.getByRole('row').filter({ hasText: 'Legion Square' });
    await row.waitFor({ timeout: 5000 });
    expect(await row.textContent()).toContain('Medical Emergency');
    expect(await row.getByLabel(/Services:/).getAttribute('aria-label')).toBe(
      'Services: Police, EMS',
    );

    // A police-only call stays off the SAFR board until the officer requests EMS on it.
    await officer.page.getByRole('button', { name: 'Create Call', exact: true }).click();
    await form.getByLabel('Call Type').selectOption('Robbery');
    await form.getByLabel('Location').fill('Fleeca Bank, Route 68');
    await form.getByRole('button', { name: 'Create Call' }).click();
    await form.waitFor({ state: 'detached' });
    const robbery = officer.page
      .getByRole('region', { name: 'Your Calls' })
      .getByRole('row')
      .filter({ hasText: 'Fleeca Bank' });
    await robbery.getByRole('button', { name: /View Details/ }).click();
    const robberyDetails = officer.page.getByRole('dialog', { name: /Call #\d+/ });
    await robberyDetails.getByText('Police', { exact: true }).waitFor();
    expect(await calls.getByRole('row').filter({ hasText: 'Fleeca Bank' }).count()).toBe(0);
    await robberyDetails.getByRole('button', { name: 'Request EMS' }).click();
    await robberyDetails.getByText('EMS', { exact: true }).waitFor();
    await robberyDetails.getByRole('button', { name: 'Request Fire' }).waitFor();
    expect(await robberyDetails.getByRole('button', { name: 'Request EMS' }).count()).toBe(0);
    await robberyDetails.getByRole('button', { name: 'Close', exact: true }).click();
    await calls.getByRole('row').filter({ hasText: 'Fleeca Bank' }).waitFor({ timeout: 5000 });

    // The paramedic attaches to the medical call; the officer's view of it follows live.
    await row.getByRole('button', { name: /View Details/ }).click();
    const details = medic.page.getByRole('dialog', { name: /Call #\d+/ });
    await details.getByRole('button', { name: 'Attach Me' }).click();
    await details.getByRole('button', { name: 'Detach Me' }).waitFor();
    await details.getByText('M-3 (Paramedic)').waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await row.getByText('Attached').waitFor();
    // The officer's Robbery call took them off this one: it is among the Active Calls.
    await officer.page
      .getByRole('region', { name: 'Active Calls' })
      .getByRole('row')
      .filter({ hasText: 'Legion Square' })
      .getByRole('button', { name: /View Details/ })
      .click();
    await officer.page
      .getByRole('dialog', { name: /Call #\d+/ })
      .getByText('M-3 (Paramedic)')
      .waitFor({ timeout: 5000 });
    expect(await medic.page.evaluate(() => (globalThis as { noReload?: boolean }).noReload)).toBe(
      true,
    );
    await stack.screenshot(medic.page, 'safr-dashboard');

    // A patient care report for the caller, linked to the call.
    await medic.page.getByRole('link', { name: 'Reports' }).click();
    await medic.page.getByRole('heading', { name: 'SAFR Reports' }).waitFor();
    await medic.page.getByRole('button', { name: 'New Patient Care Report' }).click();
    const pcr = medic.page.getByRole('dialog', { name: 'New Patient Care Report' });
    await pcr.getByRole('button', { name: 'File Report' }).click();
    await pcr.getByText('Choose the patient from the suggestions.').waitFor();
    await pcr.getByLabel('Patient', { exact: true }).fill('Casey Walk');
    await pcr.getByRole('option', { name: /Casey Walker/ }).click();
    const linked = pcr.getByLabel('Linked call (optional)');
    const option = linked.locator('option', { hasText: 'Legion Square' });
    await option.waitFor({ state: 'attached' });
    await linked.selectOption((await option.getAttribute('value'))!);
    await pcr.getByLabel('Chief complaint').fill('Fall from bicycle, wrist pain');
    await pcr.getByLabel('Pulse (bpm)').fill('400');
    await pcr.getByLabel('Disposition').selectOption('Transported');
    await pcr.getByRole('button', { name: 'File Report' }).click();
    await pcr.getByText('Pulse must be between 0 and 300.').waitFor();
    await pcr.getByText('Enter where the patient was transported.').waitFor();
    await pcr.getByLabel('Pulse (bpm)').fill('112');
    await pcr.getByLabel('Blood pressure (mmHg)').fill('128/84');
    await pcr.getByLabel('Treatment given').fill('Splinted left wrist.');
    await pcr.getByLabel('Destination').fill('Pillbox Hill Medical Center');
    await pcr.getByRole('button', { name: 'File Report' }).click();
    await pcr.waitFor({ state: 'detached' });
    const full = medic.page.getByRole('dialog', { name: 'Patient Care Report' });
    await full.getByText('Transported to Pillbox Hill Medical Center').waitFor();
    await full.getByText(/Pulse 112 bpm/).waitFor();
    await full.getByText(/Legion Square/).waitFor();
    await full.getByRole('button', { name: 'Close', exact: true }).click();
    await medic.page
      .getByRole('region', { name: 'Patient Care Reports' })
      .getByRole('row')
      .filter({ hasText: 'Casey Walker' })
      .waitFor();

    // The medic's search: the patient's care report and a new medical record, signed.
    await medic.page.getByRole('link', { name: 'Search' }).click();
    await medic.page.getByRole('heading', { name: 'SAFR Search Database' }).waitFor();
    await medic.page.getByLabel('Name', { exact: true }).fill('casey walkr');
    await medic.page.getByRole('option', { name: /Casey Walker/ }).click();
    await medic.page.getByRole('heading', { name: 'Casey Walker' }).waitFor();
    await medic.page
      .getByRole('list', { name: 'Patient care reports' })
      .getByText(/Fall from bicycle/)
      .waitFor();
    expect(
      await medic.page
        .getByRole('main')
        .getByText(/SSN|Warrant|Bank/)
        .count(),
    ).toBe(0);
    await medic.page.getByLabel('New medical record').fill('Fractured left wrist, splinted.');
    await medic.page.getByRole('button', { name: 'Add Medical Record' }).click();
    const records = medic.page.getByRole('list', { name: 'Medical records' });
    await records.getByText('Fractured left wrist, splinted.').waitFor();
    await records.getByText(/Probationary Morgan Lee \(M-3, Paramedic\)/).waitFor();
    await stack.screenshot(medic.page, 'safr-search');

    // The owner sees the medical record on their civilian.
    await owner.page.goto('/dashboard/civilian');
    await owner.page.getByRole('button', { name: /Casey Walker/ }).click();
    await owner.page
      .getByRole('list', { name: 'Medical records' })
      .getByText('Fractured left wrist, splinted.')
      .waitFor();
    await owner.page
      .getByRole('list', { name: 'Patient care reports' })
      .getByText('Fall from bicycle, wrist pain · Transported to Pillbox Hill Medical Center')
      .waitFor();

    // Every fire/rescue screen fits a phone.
    await medic.page.setViewportSize({ width: 390, height: 844 });
    for (const [path, heading] of [
      ['/dashboard/safr', 'SAFR Dashboard'],
      ['/dashboard/safr/search', 'SAFR Search Database'],
      ['/dashboard/safr/reports', 'SAFR Reports'],
    ] as const) {
      await medic.page.goto(path);
      await medic.page.getByRole('heading', { name: heading }).waitFor();
      await medic.page.getByRole('table').first().or(medic.page.getByRole('search')).waitFor();
      expect(await overflow(medic.page), path).toBeLessThanOrEqual(0);
    }
    await stack.screenshot(medic.page, 'safr-mobile');

    for (const c of [owner, officer, medic]) await c.context.close();
  });
});
