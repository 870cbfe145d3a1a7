import { afterAll, describe, expect, it, vi } from 'vitest';
import { readJson } from './api';
import { showLanguage } from './i18n';

// The web's modules start in a browser: these tests give them what they read of it.
vi.hoisted(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal('location', { search: '', pathname: '/' });
  vi.stubGlobal('navigator', { languages: ['en'] });
  vi.stubGlobal('document', { documentElement: {} });
});

// What the server says on success reaches every screen in the reader's language, through the
// one way the web reads an answer.

const declared = {
  success: true,
  message: 'Avery Quintero declared deceased.',
  messageKey: 'safr.done.declaredDeceased',
  messageParams: { name: 'Avery Quintero' },
  patient: { _id: 'p1' },
};

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('a success message read from the server', () => {
  afterAll(() => showLanguage('en'));

  it('is said in German for a German reader, the rest of the body as sent', async () => {
    await showLanguage('de');
    expect(await readJson(answer(declared))).toEqual({
      ...declared,
      message: 'Avery Quintero für tot erklärt.',
    });
  });

  it("keeps the server's sentence for an English reader", async () => {
    await showLanguage('en');
    expect(await readJson(answer(declared))).toEqual(declared);
  });
});
