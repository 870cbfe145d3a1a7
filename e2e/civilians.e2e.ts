import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DMV_QUESTIONS } from '@tenfour/db/civilians';
import type { DmvTestType } from '@tenfour/db/civilians';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';

const DRAFT_KEY_PREFIX = 'tenfour.dmvDraft.';

/** The number of keys in localStorage that hold a DMV draft. */
async function draftCount(page: Page): Promise<number> {
  return page.evaluate((prefix) => {
    const store = (
      globalThis as unknown as {
        localStorage: { length: number; key(i: number): string | null };
      }
    ).localStorage;
    let n = 0;
    for (let i = 0; i < store.length; i++) if (store.key(i)?.startsWith(prefix)) n++;
    return n;
  }, DRAFT_KEY_PREFIX);
}

async function openCivilian(page: Page, name: string) {
  await page.goto('/dashboard/civilian');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('group', { name: 'Citizen actions' }).waitFor();
}

/** Answers the first `right` questions correctly and the rest wrongly. */
async function answerQuestions(page: Page, type: DmvTestType, right: number, from = 0) {
  const dialog = page.getByRole('dialog', { name: 'Take DMV Test' });
  const questions = DMV_QUESTIONS[type];
  for (let i = from; i < questions.length; i++) {
    const q = questions[i]!;
    const option = q.options[i < right ? q.answer : (q.answer + 1) % 4]!;
    await dialog.getByRole('group', { name: q.question }).getByLabel(option).check();
  }
}

describe.runIf(browserAvailable())('civilian records', () => {
  let stack: Stack;
  let page: Page;
  beforeAll(async () => {
    stack = await startStack();
    ({ page } = await stack.signedIn(PEOPLE.civilian));
    page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('onboards a new member: create a civilian, then the dashboard', async () => {
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.getByText('Create your first civilian character to get started.').waitFor();
    // Only the license role: neither staff button shows.
    expect(await page.getByRole('link', { name: 'Public Safety Office' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'SAFR Dashboard' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Create Civilian' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register New Civilian' });
    await dialog.getByLabel('First Name').fill('Casey');
    await dialog.getByLabel('Last Name').fill('Rivera');
    await dialog.getByLabel('Middle Initial').fill('t');
    await dialog.getByLabel('Date of Birth').fill('1994-06-02');
    await dialog.getByLabel('Age').fill('31');
    await dialog.getByLabel('Sex').selectOption('Female');
    await dialog.getByLabel('Known Aliases (comma separated)').fill(' Cas , , Riv ');
    await dialog.getByLabel('Occupation').fill('Mechanic');
    await dialog.getByLabel('Height').fill(`5'7"`);
    await dialog.getByLabel('Hair Color').selectOption('Black');
    await dialog.getByLabel('Eye Color').selectOption('Green');
    await stack.screenshot(page, 'civilian-register-dialog');
    await dialog.getByRole('button', { name: 'Create Civilian' }).click();

    await page.waitForURL('**/dashboard/civilian');
    await page.getByRole('heading', { name: 'Your Civilians' }).waitFor();
    const card = page.getByRole('button', { name: /Casey Rivera/ });
    await card.waitFor();
    expect(await card.textContent()).toContain('Mechanic');

    // A second civilian with no occupation reads "Unemployed".
    await page.getByRole('button', { name: '+ Add Civilian' }).click();
    const second = page.getByRole('dialog', { name: 'Register New Civilian' });
    await second.getByLabel('First Name').fill('Drew');
    await second.getByLabel('Last Name').fill('Parker');
    await second.getByLabel('Date of Birth').fill('2001-01-15');
    await second.getByRole('button', { name: 'Create Civilian' }).click();
    const drew = page.getByRole('button', { name: /Drew Parker/ });
    await drew.waitFor();
    expect(await drew.textContent()).toContain('Unemployed');
    await stack.screenshot(page, 'civilian-dashboard-cards');

    await card.click();
    await page.getByRole('heading', { name: 'Casey T Rivera' }).waitFor();
    for (const text of ['Cas, Riv', 'Mechanic', 'Black', 'Green', `5'7"`]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await page.getByText('No licenses on file.').waitFor();
    await page.getByText('No vehicles registered yet.').waitFor();
    await page.getByText('No weapons registered yet.').waitFor();
    await page.getByText('Tickets: None').waitFor();
  });

  it('edits a civilian, and deletes one after the confirmation', async () => {
    await openCivilian(page, 'Drew Parker');
    await page.getByRole('button', { name: 'Edit Citizen' }).click();
    await page.getByLabel('Occupation').fill('Taxi Driver');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('✅ Civilian updated successfully.').waitFor();
    await page.getByRole('heading', { name: 'Your Civilians' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Drew Parker/ }).textContent())
      .toContain('Taxi Driver');

    await page.getByRole('button', { name: /Drew Parker/ }).click();
    await page.getByRole('button', { name: 'Delete Citizen' }).click();
    await page.getByRole('heading', { name: 'Your Civilians' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Drew Parker/ }).count()).toBe(0);
  });

  it('adds a license the member holds the role for; the DMV Exam stays for the rest', async () => {
    await openCivilian(page, 'Casey Rivera');
    await page.getByRole('button', { name: 'Add License' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New License' });
    await dialog.getByRole('button', { name: 'Add License' }).click();
    await dialog.getByText('Please select a license type.').waitFor();
    await dialog.getByLabel('License Type').selectOption('Class C - Standard Drivers License');
    await dialog.getByRole('button', { name: 'Add License' }).click();
    await dialog.getByText('License successfully added.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Class C - Standard Drivers License').waitFor();
    // Only the class C role: nothing left this member may add, but the exam is still offered.
    await expect.poll(() => page.getByRole('button', { name: 'Add License' }).count()).toBe(0);
    await page.getByRole('button', { name: 'DMV Exam' }).waitFor();
  });

  it('registers a vehicle and edits it', async () => {
    await openCivilian(page, 'Casey Rivera');
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register New Vehicle' });
    expect(await dialog.getByLabel('Type').inputValue()).toBe('Sedan');
    await dialog.getByLabel('Plate').fill('cas 123');
    await dialog.getByLabel('Make').fill('Karin');
    await dialog.getByLabel('Model').fill('Sultan');
    await dialog.getByLabel('Year').fill('2016');
    await dialog.getByLabel('Color').selectOption('Blue');
    await dialog.getByLabel('Insured').check();
    await dialog.getByRole('button', { name: 'Register Vehicle' }).click();
    // Registration closes at once.
    await dialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Vehicles' });
    const row = table.getByRole('row', { name: /CAS 123/ });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/CAS 123.*Karin.*Sultan.*Blue.*2016/);

    // The same plate again is refused by the server, with its message.
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const again = page.getByRole('dialog', { name: 'Register New Vehicle' });
    await again.getByLabel('Plate').fill('CAS 123');
    await again.getByLabel('Make').fill('Bravado');
    await again.getByLabel('Model').fill('Buffalo');
    await again.getByLabel('Year').fill('2018');
    await again.getByRole('button', { name: 'Register Vehicle' }).click();
    await again.getByText('A vehicle with this plate is already registered.').waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit vehicle CAS 123' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
    expect(await edit.getByLabel('Plate').inputValue()).toBe('CAS 123');
    const types = await edit.getByLabel('Type').locator('option').allTextContents();
    // The community's stored list of types (seeded from the former constants).
    expect(types).toEqual([
      'Sedan',
      'SUV',
      'Truck',
      'Motorcycle',
      'Coupe',
      'Van',
      'Convertible',
      'Offroad',
    ]);
    await edit.getByLabel('Color').selectOption('Metallic Black');
    await edit.getByLabel('Type').selectOption('Offroad');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('✅ Vehicle updated successfully.').waitFor();
    await edit.waitFor({ state: 'detached' });
    await table.getByRole('row', { name: /Metallic Black/ }).waitFor();
    await stack.screenshot(page, 'civilian-detail-vehicle');
  });

  it('registers a weapon with a WPN- serial, edits it and deletes it', async () => {
    await openCivilian(page, 'Casey Rivera');
    await page.getByRole('button', { name: 'Add Weapon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register New Weapon' });
    const serialField = dialog.getByLabel('Serial Number');
    const serial = await serialField.inputValue();
    expect(serial).toMatch(/^WPN-[A-Z0-9]{6}$/);
    expect(await serialField.getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByLabel('Registered Name').inputValue()).toBe('Casey Rivera');
    await dialog.getByLabel('Weapon Type').selectOption('Combat Pistol');
    await dialog.getByRole('button', { name: 'Register Weapon' }).click();
    await dialog.getByText('Weapon registered successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Weapons' });
    const row = table.getByRole('row', { name: new RegExp(serial) });
    expect(await row.textContent()).toMatch(new RegExp(`Combat Pistol.*${serial}.*Casey Rivera`));

    await page.getByRole('button', { name: `Edit weapon ${serial}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Weapon' });
    await edit.getByLabel('Weapon Type').selectOption('Heavy Pistol');
    expect(await edit.getByLabel('Serial Number').inputValue()).toBe(serial);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Weapon updated.').waitFor();
    await edit.waitFor({ state: 'detached' });
    await table.getByRole('row', { name: /Heavy Pistol/ }).waitFor();

    await page.getByRole('button', { name: `Delete weapon ${serial}` }).click();
    await page.getByText('No weapons registered yet.').waitFor();
  });

  it('adds a medical record, refusing a blank one', async () => {
    await openCivilian(page, 'Casey Rivera');
    await page.getByRole('button', { name: 'Add Medical Record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Medical Record' });
    await dialog.getByLabel('Medical Record Details').fill('   ');
    await dialog.getByRole('button', { name: 'Add Record' }).click();
    await dialog.getByText('Please enter medical record details.').waitFor();
    await dialog.getByLabel('Medical Record Details').fill('Allergic to penicillin.');
    await dialog.getByRole('button', { name: 'Add Record' }).click();
    await dialog.getByText('Medical record successfully added.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('list', { name: 'Medical records' })
      .getByText('Allergic to penicillin.')
      .waitFor();
  });

  it('takes the DMV test to a pass, keeping a draft until it is submitted', async () => {
    const type = "Standard Driver's License";
    await openCivilian(page, 'Casey Rivera');
    await page.getByRole('button', { name: 'DMV Exam' }).click();
    let dialog = page.getByRole('dialog', { name: 'Take DMV Test' });
    await dialog.getByText('Time remaining:').waitFor();
    await dialog.getByLabel('License Type').selectOption(type);
    await dialog.getByRole('group', { name: DMV_QUESTIONS[type][0]!.question }).waitFor();
    const groups = dialog.getByRole('group');
    expect(await groups.count()).toBe(10);
    expect(await groups.first().getByRole('radio').count()).toBe(4);

    // Answer three, close, reopen: the draft brings them back.
    const first = DMV_QUESTIONS[type][0]!;
    await dialog
      .getByRole('group', { name: first.question })
      .getByLabel(first.options[first.answer]!)
      .check();
    expect(await draftCount(page)).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'DMV Exam' }).click();
    dialog = page.getByRole('dialog', { name: 'Take DMV Test' });
    expect(await dialog.getByLabel('License Type').inputValue()).toBe(type);
    expect(
      await dialog
        .getByRole('group', { name: first.question })
        .getByLabel(first.options[first.answer]!)
        .isChecked(),
    ).toBe(true);

    await answerQuestions(page, type, 8, 1);
    await stack.screenshot(page, 'dmv-test-answering');
    await dialog.getByRole('button', { name: 'Submit Test' }).click();
    await dialog.getByText('Score: 8/10').waitFor();
    await dialog.getByText('Passed', { exact: true }).waitFor();
    const savedMessage = dialog.getByText('Your test result has been saved.');
    await savedMessage.waitFor();
    const saved = Date.now();
    // A saved result is good news: the success style, announced politely.
    expect(await savedMessage.getAttribute('class')).toContain('success');
    expect(await savedMessage.getAttribute('role')).toBe('status');
    expect(await draftCount(page)).toBe(0);
    // The answers are locked once submitted.
    expect(await dialog.getByRole('radio').first().isDisabled()).toBe(true);
    // A successful save closes the dialog after 3 s.
    await dialog.waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - saved).toBeGreaterThan(1500);
    // The recorded result shows on the civilian.
    await page.getByRole('list', { name: 'Recent DMV tests' }).getByText(type).waitFor();
  });

  it('takes the DMV test to a fail; changing the type clears the answers and the draft', async () => {
    await openCivilian(page, 'Casey Rivera');
    await page.getByRole('button', { name: 'DMV Exam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take DMV Test' });
    await dialog.getByLabel('License Type').selectOption('CDL Class A');
    await answerQuestions(page, 'CDL Class A', 10);
    expect(await draftCount(page)).toBe(1);

    await dialog.getByLabel('License Type').selectOption('Motorcycle License');
    const q = DMV_QUESTIONS['Motorcycle License'][0]!;
    await dialog.getByRole('group', { name: q.question }).waitFor();
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await draftCount(page)).toBe(0);

    await answerQuestions(page, 'Motorcycle License', 6);
    expect(await draftCount(page)).toBe(1);
    await dialog.getByRole('button', { name: 'Submit Test' }).click();
    await dialog.getByText('Score: 6/10').waitFor();
    await dialog.getByText('Failed', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 6000 });
  });

  it('fits a phone screen: the civilian detail never scrolls sideways', async () => {
    const phone = await stack.signedIn(PEOPLE.civilian, { viewport: { width: 390, height: 800 } });
    await openCivilian(phone.page, 'Casey Rivera');
    await phone.page.getByRole('table', { name: 'Vehicles' }).waitFor();
    const overflow = await phone.page.evaluate(() => {
      const doc = (
        globalThis as unknown as {
          document: { documentElement: { scrollWidth: number; clientWidth: number } };
        }
      ).document.documentElement;
      return doc.scrollWidth - doc.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await stack.screenshot(phone.page, 'civilian-detail-phone');
    await phone.context.close();
  });
});

describe.runIf(browserAvailable())('the DMV test time limit', () => {
  const LIMIT_MS = 6000;
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ DMV_TIME_LIMIT_MS: String(LIMIT_MS) });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('closes the test when the limit runs out, clearing the draft', async () => {
    const { page, context } = await stack.signedIn(PEOPLE.civilian);
    await page.getByRole('button', { name: 'Create Civilian' }).click();
    const create = page.getByRole('dialog', { name: 'Register New Civilian' });
    await create.getByLabel('First Name').fill('Tess');
    await create.getByLabel('Last Name').fill('Ortiz');
    await create.getByLabel('Date of Birth').fill('1999-09-09');
    await create.getByRole('button', { name: 'Create Civilian' }).click();
    await page.waitForURL('**/dashboard/civilian');
    await openCivilian(page, 'Tess Ortiz');

    await page.getByRole('button', { name: 'DMV Exam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take DMV Test' });
    await dialog.getByLabel('License Type').selectOption('CDL Class B');
    await answerQuestions(page, 'CDL Class B', 10);
    expect(await draftCount(page)).toBe(1);

    await dialog
      .getByText('Time limit exceeded. Test closed.')
      .waitFor({ timeout: LIMIT_MS + 5000 });
    const closedFrom = Date.now();
    expect(await draftCount(page)).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Submit Test' }).count()).toBe(0);
    // Timing out closes the dialog after 5 s.
    await dialog.waitFor({ state: 'detached', timeout: 10000 });
    expect(Date.now() - closedFrom).toBeGreaterThan(3000);
    await context.close();
  });
});
