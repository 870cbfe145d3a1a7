import { describe, expect, it } from 'vitest';
import { pseudoCatalogue, pseudoText } from './pseudo-locale';

describe('the pseudo-locale', () => {
  it('accents and stretches the words, keeping placeholders and tags as written', () => {
    const text = pseudoText('Welcome to <brand>{{appName}}</brand>');
    expect(text).toMatch(/^\[Ŵéļçöɱé ţö <brand>\{\{appName\}\}<\/brand>( ~)+\]$/);
    expect(text.length).toBeGreaterThan('Welcome to <brand>{{appName}}</brand>'.length);
  });

  it('turns a whole catalogue, keeping its keys', () => {
    expect(pseudoCatalogue({ a: { b: 'Hi' } })).toEqual({ a: { b: '[Ĥí ~]' } });
  });
});
