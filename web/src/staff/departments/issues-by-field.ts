/**
 * The server's field refusals by field (`shortName`, `services`), in the reader's language:
 * read off any refusal carrying `issues` (an ApiError), so it stays free of the app's setup.
 */
export function issuesByField(err: unknown): Record<string, string> {
  const issues = (err as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return {};
  const out: Record<string, string> = {};
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    // `services.0` belongs under the services checkboxes.
    out[issue.path.split('.')[0]!] ??= issue.message;
  }
  return out;
}
