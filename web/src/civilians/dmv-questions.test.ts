import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DMV_TEST_TYPES } from '@tenfour/db/browser';
// The server's questions, read only here: the browser never gets the answer key.
import { DMV_QUESTIONS } from '../../../db/src/civilians/dmv-questions';
import en from '../locales/en';
import de from '../locales/de';
import es from '../locales/es';
import { dmvQuestionTexts, localizeDmvQuestions } from './dmv-questions';

let fixed: Record<'en' | 'de' | 'es', TFunction>;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    showSupportNotice: false,
    resources: {
      en: { translation: en },
      de: { translation: de },
      es: { translation: es },
    },
  });
  fixed = { en: i18n.getFixedT('en'), de: i18n.getFixedT('de'), es: i18n.getFixedT('es') };
});

describe('the DMV questions in the reader’s language', () => {
  it('word every server question and option in English exactly as the server does', () => {
    const english = dmvQuestionTexts(fixed.en);
    for (const type of DMV_TEST_TYPES) {
      const server = DMV_QUESTIONS[type].map(({ question, options }) => ({
        question,
        options: [...options],
      }));
      const catalogue = english[type].map(({ question, options }) => ({
        question,
        options: [...options],
      }));
      expect(catalogue, type).toEqual(server);
    }
  });

  it('have a German and a Spanish wording of every question and option, none left in English', () => {
    const english = dmvQuestionTexts(fixed.en);
    for (const language of ['de', 'es'] as const) {
      const translated = dmvQuestionTexts(fixed[language]);
      for (const type of DMV_TEST_TYPES) {
        translated[type].forEach((q, i) => {
          const source = english[type][i]!;
          for (const [text, original] of [
            [q.question, source.question],
            ...q.options.map((option, k) => [option, source.options[k]!] as const),
          ] as const) {
            expect(text, `${language} ${type} q${i + 1}`).toBeTruthy();
            expect(text, `${language} ${type} q${i + 1}`).not.toContain('civilians.dmvQuestions');
            // Numbers alone ("1 second") may read alike; a sentence must not.
            if (original.split(' ').length > 2) expect(text).not.toBe(original);
          }
        });
      }
    }
  });

  it('show the reader’s wording while each option keeps the English text the server grades', () => {
    const type = "Standard Driver's License";
    const server = DMV_QUESTIONS[type].map(({ question, options }) => ({ question, options }));
    // Out of order and with a question the catalogue does not know: matched by text, not place.
    const sent = [
      server[9]!,
      { question: 'A community question?', options: ['Yes', 'No'] },
      server[0]!,
    ];
    const shown = localizeDmvQuestions(fixed.de, fixed.en, type, sent);

    expect(shown[0]!.question).toBe('Welche Form hat ein Stoppschild?');
    expect(shown[0]!.options.map((o) => o.value)).toEqual(server[9]!.options);
    expect(shown[0]!.options.map((o) => o.label)).toEqual(['Dreieck', 'Kreis', 'Raute', 'Achteck']);
    expect(shown[1]).toEqual({
      question: 'A community question?',
      options: [
        { value: 'Yes', label: 'Yes' },
        { value: 'No', label: 'No' },
      ],
    });
    expect(shown[2]!.options.map((o) => o.value)).toEqual(server[0]!.options);
    expect(shown[2]!.options[1]!.label).toBe(
      'Vollständig anhalten und warten, bis die Ampel auf Grün schaltet',
    );

    const english = localizeDmvQuestions(fixed.en, fixed.en, type, server);
    expect(english).toEqual(
      server.map(({ question, options }) => ({
        question,
        options: options.map((value) => ({ value, label: value })),
      })),
    );
  });
});
