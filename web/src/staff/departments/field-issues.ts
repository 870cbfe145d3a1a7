import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/use-submit';

/** The server's field refusals by field (`shortName`, `services`), in the reader's language. */
export function fieldIssues(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  // `services.0` belongs under the services checkboxes.
  for (const issue of err.issues) out[issue.path.split('.')[0]!] ??= issue.message;
  return out;
}

/** A form's own line: nothing when each refusal is shown under its field. */
export function formError(err: unknown): string {
  return Object.keys(fieldIssues(err)).length ? '' : errorText(err);
}
