import type { ConsoleAction } from '@asiguro/domain';
import type { ConsoleOrderDetail } from '@asiguro/contracts';
import { texts } from '../../app/i18n';

type FailedStep = ConsoleOrderDetail['order']['failedStep'];

/** The words of an action's button and dialog: a retry names the step it repeats. */
export function actionLabel(action: ConsoleAction, failedStep: FailedStep): string {
  return action === 'retry' && failedStep === 'documents' ? texts.actions.retryDocuments : texts.actions[action];
}

/** What the action will do, said before the staff member confirms it. */
export function actionHelp(action: ConsoleAction, failedStep: FailedStep): string {
  return action === 'retry' && failedStep === 'documents' ? texts.actionHelp.retryDocuments : texts.actionHelp[action];
}
