import type { TFunction } from 'i18next';
import type { DmvTestType } from '@tenfour/db/browser';

/** One DMV question as a catalogue words it: the question and its four options, in order. */
export interface DmvQuestionText {
  question: string;
  options: readonly [string, string, string, string];
}

/**
 * The built-in DMV questions (the server's, in the server's order), worded by `t`. With the
 * English `t` these are the server's texts exactly; a unit test holds the two together.
 */
export const dmvQuestionTexts = (
  t: TFunction,
): Record<DmvTestType, readonly DmvQuestionText[]> => ({
  "Standard Driver's License": [
    {
      question: t('civilians.dmvQuestions.standard.q1.question'),
      options: [
        t('civilians.dmvQuestions.standard.q1.a1'),
        t('civilians.dmvQuestions.standard.q1.a2'),
        t('civilians.dmvQuestions.standard.q1.a3'),
        t('civilians.dmvQuestions.standard.q1.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.standard.q2.question'),
      options: [
        t('civilians.dmvQuestions.standard.q2.a1'),
        t('civilians.dmvQuestions.standard.q2.a2'),
        t('civilians.dmvQuestions.standard.q2.a3'),
        t('civilians.dmvQuestions.standard.q2.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.standard.q3.question'),
      options: [
        t('civilians.dmvQuestions.standard.q3.a1'),
        t('civilians.dmvQuestions.standard.q3.a2'),
        t('civilians.dmvQuestions.standard.q3.a3'),
        t('civilians.dmvQuestions.standard.q3.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.standard.q4.question'),
      options: [
        t('civilians.dmvQuestions.standard.q4.a1'),
        t('civilians.dmvQuestions.standard.q4.a2'),
        t('civilians.dmvQuestions.standard.q4.a3'),
        t('civilians.dmvQuestions.standard.q4.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.standard.q5.question'),
      options: [
        t('civilians.dmvQuestions.standard.q5.a1'),
        t('civilians.dmvQuestions.standard.q5.a2'),
        t('civilians.dmvQuestions.standard.q5.a3'),
        t('civilians.dmvQuestions.standard.q5.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.standard.q6.question'),
      options: [
        t('civilians.dmvQuestions.standard.q6.a1'),
        t('civilians.dmvQuestions.standard.q6.a2'),
        t('civilians.dmvQuestions.standard.q6.a3'),
        t('civilians.dmvQuestions.standard.q6.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.standard.q7.question'),
      options: [
        t('civilians.dmvQuestions.standard.q7.a1'),
        t('civilians.dmvQuestions.standard.q7.a2'),
        t('civilians.dmvQuestions.standard.q7.a3'),
        t('civilians.dmvQuestions.standard.q7.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.standard.q8.question'),
      options: [
        t('civilians.dmvQuestions.standard.q8.a1'),
        t('civilians.dmvQuestions.standard.q8.a2'),
        t('civilians.dmvQuestions.standard.q8.a3'),
        t('civilians.dmvQuestions.standard.q8.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.standard.q9.question'),
      options: [
        t('civilians.dmvQuestions.standard.q9.a1'),
        t('civilians.dmvQuestions.standard.q9.a2'),
        t('civilians.dmvQuestions.standard.q9.a3'),
        t('civilians.dmvQuestions.standard.q9.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.standard.q10.question'),
      options: [
        t('civilians.dmvQuestions.standard.q10.a1'),
        t('civilians.dmvQuestions.standard.q10.a2'),
        t('civilians.dmvQuestions.standard.q10.a3'),
        t('civilians.dmvQuestions.standard.q10.a4'),
      ],
    },
  ],
  'Motorcycle License': [
    {
      question: t('civilians.dmvQuestions.motorcycle.q1.question'),
      options: [
        t('civilians.dmvQuestions.motorcycle.q1.a1'),
        t('civilians.dmvQuestions.motorcycle.q1.a2'),
        t('civilians.dmvQuestions.motorcycle.q1.a3'),
        t('civilians.dmvQuestions.motorcycle.q1.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.motorcycle.q2.question'),
      options: [
        t('civilians.dmvQuestions.motorcycle.q2.a1'),
        t('civilians.dmvQuestions.motorcycle.q2.a2'),
        t('civilians.dmvQuestions.motorcycle.q2.a3'),
        t('civilians.dmvQuestions.motorcycle.q2.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.motorcycle.q3.question'),
      options: [
        t('civilians.dmvQuestions.motorcycle.q3.a1'),
        t('civilians.dmvQuestions.motorcycle.q3.a2'),
        t('civilians.dmvQuestions.motorcycle.q3.a3'),
        t('civilians.dmvQuestions.motorcycle.q3.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.motorcycle.q4.question'),
      options: [
        t('civilians.dmvQuestions.motorcycle.q4.a1'),
        t('civilians.dmvQuestions.motorcycle.q4.a2'),
        t('civilians.dmvQuestions.motorcycle.q4.a3'),
        t('civilians.dmvQuestions.motorcycle.q4.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.motorcycle.q5.question'),
      options: [
        t('civilians.dmvQuestions.motorcycle.q5.a1'),
        t('civilians.dmvQuestions.motorcycle.q5.a2'),
        t('civilians.dmvQuestions.motorcycle.q5.a3'),
        t('civilians.dmvQuestions.motorcycle.q5.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.motorcycle.q6.question'),
      options: [
        t('civilians.dmvQuestions.motorcycle.q6.a1'),
        t('civilians.dmvQuestions.motorcycle.q6.a2'),
        t('civilians.dmvQuestions.motorcycle.q6.a3'),
        t('civilians.dmvQuestions.motorcycle.q6.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.motorcycle.q7.question'),
      options: [
        t('civilians.dmvQuestions.motorcycle.q7.a1'),
        t('civilians.dmvQuestions.motorcycle.q7.a2'),
        t('civilians.dmvQuestions.motorcycle.q7.a3'),
        t('civilians.dmvQuestions.motorcycle.q7.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.motorcycle.q8.question'),
      options: [
        t('civilians.dmvQuestions.motorcycle.q8.a1'),
        t('civilians.dmvQuestions.motorcycle.q8.a2'),
        t('civilians.dmvQuestions.motorcycle.q8.a3'),
        t('civilians.dmvQuestions.motorcycle.q8.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.motorcycle.q9.question'),
      options: [
        t('civilians.dmvQuestions.motorcycle.q9.a1'),
        t('civilians.dmvQuestions.motorcycle.q9.a2'),
        t('civilians.dmvQuestions.motorcycle.q9.a3'),
        t('civilians.dmvQuestions.motorcycle.q9.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.motorcycle.q10.question'),
      options: [
        t('civilians.dmvQuestions.motorcycle.q10.a1'),
        t('civilians.dmvQuestions.motorcycle.q10.a2'),
        t('civilians.dmvQuestions.motorcycle.q10.a3'),
        t('civilians.dmvQuestions.motorcycle.q10.a4'),
      ],
    },
  ],
  'CDL Class A': [
    {
      question: t('civilians.dmvQuestions.cdlA.q1.question'),
      options: [
        t('civilians.dmvQuestions.cdlA.q1.a1'),
        t('civilians.dmvQuestions.cdlA.q1.a2'),
        t('civilians.dmvQuestions.cdlA.q1.a3'),
        t('civilians.dmvQuestions.cdlA.q1.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlA.q2.question'),
      options: [
        t('civilians.dmvQuestions.cdlA.q2.a1'),
        t('civilians.dmvQuestions.cdlA.q2.a2'),
        t('civilians.dmvQuestions.cdlA.q2.a3'),
        t('civilians.dmvQuestions.cdlA.q2.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlA.q3.question'),
      options: [
        t('civilians.dmvQuestions.cdlA.q3.a1'),
        t('civilians.dmvQuestions.cdlA.q3.a2'),
        t('civilians.dmvQuestions.cdlA.q3.a3'),
        t('civilians.dmvQuestions.cdlA.q3.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlA.q4.question'),
      options: [
        t('civilians.dmvQuestions.cdlA.q4.a1'),
        t('civilians.dmvQuestions.cdlA.q4.a2'),
        t('civilians.dmvQuestions.cdlA.q4.a3'),
        t('civilians.dmvQuestions.cdlA.q4.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlA.q5.question'),
      options: [
        t('civilians.dmvQuestions.cdlA.q5.a1'),
        t('civilians.dmvQuestions.cdlA.q5.a2'),
        t('civilians.dmvQuestions.cdlA.q5.a3'),
        t('civilians.dmvQuestions.cdlA.q5.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlA.q6.question'),
      options: [
        t('civilians.dmvQuestions.cdlA.q6.a1'),
        t('civilians.dmvQuestions.cdlA.q6.a2'),
        t('civilians.dmvQuestions.cdlA.q6.a3'),
        t('civilians.dmvQuestions.cdlA.q6.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlA.q7.question'),
      options: [
        t('civilians.dmvQuestions.cdlA.q7.a1'),
        t('civilians.dmvQuestions.cdlA.q7.a2'),
        t('civilians.dmvQuestions.cdlA.q7.a3'),
        t('civilians.dmvQuestions.cdlA.q7.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlA.q8.question'),
      options: [
        t('civilians.dmvQuestions.cdlA.q8.a1'),
        t('civilians.dmvQuestions.cdlA.q8.a2'),
        t('civilians.dmvQuestions.cdlA.q8.a3'),
        t('civilians.dmvQuestions.cdlA.q8.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlA.q9.question'),
      options: [
        t('civilians.dmvQuestions.cdlA.q9.a1'),
        t('civilians.dmvQuestions.cdlA.q9.a2'),
        t('civilians.dmvQuestions.cdlA.q9.a3'),
        t('civilians.dmvQuestions.cdlA.q9.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlA.q10.question'),
      options: [
        t('civilians.dmvQuestions.cdlA.q10.a1'),
        t('civilians.dmvQuestions.cdlA.q10.a2'),
        t('civilians.dmvQuestions.cdlA.q10.a3'),
        t('civilians.dmvQuestions.cdlA.q10.a4'),
      ],
    },
  ],
  'CDL Class B': [
    {
      question: t('civilians.dmvQuestions.cdlB.q1.question'),
      options: [
        t('civilians.dmvQuestions.cdlB.q1.a1'),
        t('civilians.dmvQuestions.cdlB.q1.a2'),
        t('civilians.dmvQuestions.cdlB.q1.a3'),
        t('civilians.dmvQuestions.cdlB.q1.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlB.q2.question'),
      options: [
        t('civilians.dmvQuestions.cdlB.q2.a1'),
        t('civilians.dmvQuestions.cdlB.q2.a2'),
        t('civilians.dmvQuestions.cdlB.q2.a3'),
        t('civilians.dmvQuestions.cdlB.q2.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlB.q3.question'),
      options: [
        t('civilians.dmvQuestions.cdlB.q3.a1'),
        t('civilians.dmvQuestions.cdlB.q3.a2'),
        t('civilians.dmvQuestions.cdlB.q3.a3'),
        t('civilians.dmvQuestions.cdlB.q3.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlB.q4.question'),
      options: [
        t('civilians.dmvQuestions.cdlB.q4.a1'),
        t('civilians.dmvQuestions.cdlB.q4.a2'),
        t('civilians.dmvQuestions.cdlB.q4.a3'),
        t('civilians.dmvQuestions.cdlB.q4.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlB.q5.question'),
      options: [
        t('civilians.dmvQuestions.cdlB.q5.a1'),
        t('civilians.dmvQuestions.cdlB.q5.a2'),
        t('civilians.dmvQuestions.cdlB.q5.a3'),
        t('civilians.dmvQuestions.cdlB.q5.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlB.q6.question'),
      options: [
        t('civilians.dmvQuestions.cdlB.q6.a1'),
        t('civilians.dmvQuestions.cdlB.q6.a2'),
        t('civilians.dmvQuestions.cdlB.q6.a3'),
        t('civilians.dmvQuestions.cdlB.q6.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlB.q7.question'),
      options: [
        t('civilians.dmvQuestions.cdlB.q7.a1'),
        t('civilians.dmvQuestions.cdlB.q7.a2'),
        t('civilians.dmvQuestions.cdlB.q7.a3'),
        t('civilians.dmvQuestions.cdlB.q7.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlB.q8.question'),
      options: [
        t('civilians.dmvQuestions.cdlB.q8.a1'),
        t('civilians.dmvQuestions.cdlB.q8.a2'),
        t('civilians.dmvQuestions.cdlB.q8.a3'),
        t('civilians.dmvQuestions.cdlB.q8.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlB.q9.question'),
      options: [
        t('civilians.dmvQuestions.cdlB.q9.a1'),
        t('civilians.dmvQuestions.cdlB.q9.a2'),
        t('civilians.dmvQuestions.cdlB.q9.a3'),
        t('civilians.dmvQuestions.cdlB.q9.a4'),
      ],
    },
    {
      question: t('civilians.dmvQuestions.cdlB.q10.question'),
      options: [
        t('civilians.dmvQuestions.cdlB.q10.a1'),
        t('civilians.dmvQuestions.cdlB.q10.a2'),
        t('civilians.dmvQuestions.cdlB.q10.a3'),
        t('civilians.dmvQuestions.cdlB.q10.a4'),
      ],
    },
  ],
});

/** A question as the dialog shows it: each option keeps the English text the server grades. */
export interface ShownDmvQuestion {
  question: string;
  options: { value: string; label: string }[];
}

/**
 * Words the server's questions in the reader's language. A question is known by its English
 * text (looked up among its test type's questions, so the order does not matter), an option by
 * its English text within that question; anything the catalogue does not know shows as the
 * server sent it. `english` is the English `t`, `t` the reader's.
 */
export function localizeDmvQuestions(
  t: TFunction,
  english: TFunction,
  licenseType: string,
  questions: readonly { question: string; options: readonly string[] }[],
): ShownDmvQuestion[] {
  const source = (dmvQuestionTexts(english) as Record<string, readonly DmvQuestionText[]>)[
    licenseType
  ];
  const shown = (dmvQuestionTexts(t) as Record<string, readonly DmvQuestionText[]>)[licenseType];
  return questions.map(({ question, options }) => {
    const index = source?.findIndex((known) => known.question === question) ?? -1;
    const known = index >= 0 ? source?.[index] : undefined;
    const words = index >= 0 ? shown?.[index] : undefined;
    if (!known || !words) {
      return { question, options: options.map((value) => ({ value, label: value })) };
    }
    return {
      question: words.question,
      options: options.map((value) => {
        const at = known.options.indexOf(value);
        return { value, label: at >= 0 ? (words.options[at] ?? value) : value };
      }),
    };
  });
}
