import { errorText } from '../../lib/use-submit';
import { issuesByField } from './issues-by-field';

export { issuesByField as fieldIssues };

/** A form's own line: nothing when each refusal is shown under its field. */
export function formError(err: unknown): string {
  return Object.keys(issuesByField(err)).length ? '' : errorText(err);
}
