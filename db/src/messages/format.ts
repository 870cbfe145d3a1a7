/** A message's values, filled into its catalogue entry's `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** A catalogue entry with its placeholders filled; one with no value is left as written. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The names of a catalogue entry's placeholders, sorted, each once. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();
}
