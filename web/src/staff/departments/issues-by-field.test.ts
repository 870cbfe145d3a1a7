import { describe, expect, it } from 'vitest';
import { issuesByField } from './issues-by-field';

// The department form shows each refusal under its own field; a refusal about no field has
// the form's own line.

describe("the department form's refusals", () => {
  it('are shown under each field, the first message of a field winning', () => {
    const refused = {
      status: 400,
      issues: [
        { path: 'shortName', message: 'Another department already uses this short name.' },
        { path: 'services.0', message: 'Choose one of: police, fire, ems.' },
        { path: 'services.1', message: 'A second problem with the same field.' },
        { path: 'callsignPattern', message: 'Use 1 to 32 letters…' },
      ],
    };
    expect(issuesByField(refused)).toEqual({
      shortName: 'Another department already uses this short name.',
      services: 'Choose one of: police, fire, ems.',
      callsignPattern: 'Use 1 to 32 letters…',
    });
  });

  it('leave nothing under the fields for a refusal about none of them', () => {
    expect(issuesByField({ status: 409, issues: [] })).toEqual({});
    expect(issuesByField(new Error('network'))).toEqual({});
    expect(issuesByField(null)).toEqual({});
  });
});
