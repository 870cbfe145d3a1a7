/**
 * The pseudo-locale: every English string accented and stretched by about 40% (German runs
 * that much longer), in brackets, so a layout check shows text that would be cut or overflow,
 * and any string left untranslated stands out as plain English.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

// Placeholders ({{name}}) and Trans tags (<brand>, </1>) are kept as written.
const KEPT = /(\{\{[^}]*\}\}|<\/?[\w-]+\s*\/?>)/;

export function pseudoText(text: string): string {
  const accented = text
    .split(KEPT)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTED[ch] ?? ch)))
    .join('');
  const letters = text.replace(new RegExp(KEPT, 'g'), '').length;
  return `[${accented}${' ~'.repeat(Math.ceil(letters * 0.2))}]`;
}

type Tree = { [key: string]: string | Tree };

/** The whole catalogue, pseudo-localised. */
export function pseudoCatalogue<T extends Tree>(catalogue: T): T {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : pseudoCatalogue(value),
    ]),
  ) as T;
}
