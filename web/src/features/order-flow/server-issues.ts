import { isVisible, type Details } from './details-state';
import type { FlowStep } from './flow-steps';

/** A field problem as the API answers it (error details' issues). */
export interface ServerIssue {
  path: string;
  key: string;
  message: string;
  firstValid?: string;
}

/** A server-found problem placed on the form: the screen, the field's path, its message, a fix. */
export interface LocatedIssue {
  stepId: string;
  /** The path of the control to focus and to show the message under. */
  path: string;
  message: string;
  /** The first value the API would accept, offered as a one-click fix. */
  firstValid?: string;
}

/** An issue's path within the item's details ('items.0.details.startDate' → 'startDate'). */
export function detailsPath(path: string): string {
  return path.replace(/^items\.\d+\.details\./, '');
}

/**
 * Places the API's field problems (offer search, confirmation) on the detail screens that ask
 * those fields, in the flow's order: a path names a shown field ('startDate'), an item's field
 * ('persons.1.idnp'), or a whole group ('contractor': its first field). Problems with no field
 * on any screen (facts of a registry, a risk field) are left out: the caller keeps its message.
 */
export function locateIssues(
  steps: readonly FlowStep[],
  details: Details,
  issues: readonly ServerIssue[],
): LocatedIssue[] {
  const located: LocatedIssue[] = [];
  for (const issue of issues) {
    const path = detailsPath(issue.path);
    for (const step of steps) {
      if (step.kind !== 'details') continue;
      const field = step.fields.find(
        (candidate) =>
          isVisible(candidate, details) &&
          (candidate.name === path || path.startsWith(`${candidate.name}.`) || candidate.name.startsWith(`${path}.`)),
      );
      if (!field) continue;
      located.push({
        stepId: step.id,
        path: field.name.startsWith(`${path}.`) ? field.name : path,
        message: issue.message,
        ...(issue.firstValid ? { firstValid: issue.firstValid } : {}),
      });
      break;
    }
  }
  const order = (stepId: string) => steps.findIndex((step) => step.id === stepId);
  return located.sort((a, b) => order(a.stepId) - order(b.stepId));
}
