import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tenfour/db/browser';
import en from '../locales/en';
import de from '../locales/de';
import es from '../locales/es';
import { renderError, renderMessage, renderSaid } from './server-messages';

// A refusal the server named by key shows in the reader's language; English stays the server's.

const tIn = async (lng: 'en' | 'de' | 'es'): Promise<TFunction> => {
  const i18n = createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en }, de: { translation: de }, es: { translation: es } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n.t;
};

const birthDate = {
  success: false,
  error: 'dateOfBirth: Date of birth cannot be in the future.',
  message: 'dateOfBirth: Date of birth cannot be in the future.',
  code: 'invalid_input',
  key: 'civilians.birthDateFuture',
  params: {},
  issues: [
    {
      path: 'dateOfBirth',
      message: 'Date of birth cannot be in the future.',
      key: 'civilians.birthDateFuture',
      params: {},
    },
  ],
};

const firstNameRequired = {
  error: 'Enter the first name.',
  message: 'Enter the first name.',
  code: 'invalid_input',
  key: 'validation.required',
  params: {},
  issues: [
    { path: 'firstName', message: 'Enter the first name.', key: 'validation.required', params: {} },
  ],
};

describe('server messages by key', () => {
  let t: { en: TFunction; de: TFunction; es: TFunction };
  beforeAll(async () => {
    t = { en: await tIn('en'), de: await tIn('de'), es: await tIn('es') };
  });

  it('fills the key’s entry of the reader’s catalogue with its parameters', () => {
    const ref = {
      message: 'Too many requests. Please wait 7 seconds and try again.',
      key: 'error.rateLimited',
      params: { seconds: 7 },
    };
    expect(renderMessage(ref, 'de')).toBe(
      MESSAGES.de['error.rateLimited'].replace('{seconds}', '7'),
    );
    expect(renderMessage(ref, 'es')).toContain('7');
    expect(renderMessage(ref, 'es')).not.toBe(ref.message);
  });

  it('keeps the server’s English for English readers, an unknown key, or none', () => {
    const ref = { message: 'Enter the first name.', key: 'validation.required', params: {} };
    expect(renderMessage(ref, 'en')).toBe('Enter the first name.');
    expect(renderMessage({ message: 'Brand new refusal.', key: 'future.key' }, 'de')).toBe(
      'Brand new refusal.',
    );
    expect(renderMessage({ message: 'No key at all.' }, 'es')).toBe('No key at all.');
    // An inherited property is no catalogue entry.
    expect(renderMessage({ message: 'Odd.', key: 'toString' }, 'de')).toBe('Odd.');
  });

  it('renders the field issues shown under inputs in the reader’s language', () => {
    const { issues } = renderError(birthDate, 'de', t.de);
    expect(issues).toEqual([
      {
        path: 'dateOfBirth',
        message: MESSAGES.de['civilians.birthDateFuture'],
        key: 'civilians.birthDateFuture',
        params: {},
      },
    ]);
    expect(renderError(birthDate, 'es', t.es).issues[0]?.message).toBe(
      MESSAGES.es['civilians.birthDateFuture'],
    );
  });

  it('words the refusal’s line in the reader’s language, naming a field its message does not', () => {
    // The message names the field already: no label in front.
    expect(renderError(birthDate, 'de', t.de).message).toBe(
      MESSAGES.de['civilians.birthDateFuture'],
    );
    // A generic field message gets the field's label, in the reader's language.
    expect(renderError(firstNameRequired, 'de', t.de).message).toBe(
      `Vorname: ${MESSAGES.de['validation.required']}`,
    );
    expect(renderError(firstNameRequired, 'es', t.es).message).toBe(
      `Nombre: ${MESSAGES.es['validation.required']}`,
    );
  });

  it('leaves English exactly as before: the server’s sentence, its field key read as a label', () => {
    expect(renderError(birthDate, 'en', t.en).message).toBe(
      'Date of birth cannot be in the future.',
    );
    expect(renderError(firstNameRequired, 'en', t.en)).toEqual({
      message: 'Enter the first name.',
      issues: firstNameRequired.issues,
    });
    expect(
      renderError(
        {
          error: 'zipCode: Use at most 10 characters.',
          issues: [{ path: 'zipCode', message: 'x' }],
        },
        'en',
        t.en,
      ).message,
    ).toBe('Zip Code: Use at most 10 characters.');
  });

  it('has no line when the server sent none, and falls back to English for an unknown key', () => {
    expect(renderError({}, 'de', t.de)).toEqual({ message: undefined, issues: [] });
    expect(
      renderError({ message: 'Something new.', key: 'not.a.key', params: {} }, 'de', t.de).message,
    ).toBe('Something new.');
  });
});

describe('a success message said by key', () => {
  const created = {
    success: true,
    message: 'Call #12 created.',
    messageKey: 'dispatch.done.callCreated',
    messageParams: { callNumber: 12 },
    call: { callNumber: 12 },
  };

  it('shows in the reader’s language with its values, the rest of the body as sent', () => {
    expect(renderSaid(created, 'de')).toEqual({ ...created, message: 'Einsatz #12 angelegt.' });
    expect(renderSaid(created, 'es').message).toBe('Llamada #12 creada.');
  });

  it('writes an amount the reader’s way from the cents beside it', () => {
    const deposited = {
      success: true,
      message: 'Deposit of $1,234.50 submitted.',
      messageKey: 'bank.done.deposited',
      messageParams: { amount: '$1,234.50', amountCents: 123_450 },
    };
    expect(renderSaid(deposited, 'de').message).toBe('Einzahlung von 1.234,50\u00a0$ eingereicht.');
    expect(renderSaid(deposited, 'en')).toBe(deposited);
  });

  it('keeps the server’s sentence for English readers and for a key this build lacks', () => {
    expect(renderSaid(created, 'en')).toBe(created);
    const unknown = { ...created, messageKey: 'dispatch.done.somethingNew' };
    expect(renderSaid(unknown, 'de')).toBe(unknown);
    const unkeyed = { success: true, message: 'Saved.' };
    expect(renderSaid(unkeyed, 'de')).toBe(unkeyed);
  });
});
