import type { ConsoleAction, ConsoleItemAction, StaffRole } from './staff-roles';

const EVERYONE: readonly StaffRole[] = ['viewer', 'support', 'supervisor'];
const REPAIRERS: readonly StaffRole[] = ['support', 'supervisor'];
const SUPERVISORS: readonly StaffRole[] = ['supervisor'];

/**
 * The one table of who may do what in the operator console. Every console route declares one of
 * these permissions (the API's StaffGuard refuses a route without one), and every button of the
 * console asks the same table before it is shown.
 * - viewer: sees everything the console shows (personal data masked, as support sees it) and
 *   changes nothing;
 * - support: repairs orders (retry, cancel, expire, documents and e-mails again, manual
 *   issuance), sees a customer's contact and details unmasked to reach them or issue by hand
 *   (each time audited), retries jobs, changes the sandbox's behaviour, records received bank transfers;
 * - supervisor: also refunds, approves or rejects a bank transfer someone else recorded (four
 *   eyes: money never moves on one person's word), and hands out what lets a partner sell.
 */
export const STAFF_PERMISSIONS = {
  /** Every page of the console: dashboard, lists, order detail, search, queues, audit, sellers, transfers. */
  'console.read': EVERYONE,
  /** The order actions route; each action then needs its own permission (ACTION_PERMISSIONS). */
  'orders.act': REPAIRERS,
  'orders.retry': REPAIRERS,
  'orders.cancel': REPAIRERS,
  'orders.expire': REPAIRERS,
  'orders.regenerate-documents': REPAIRERS,
  'orders.resend-email': REPAIRERS,
  'orders.refund': SUPERVISORS,
  'manual.issue': REPAIRERS,
  /** The order's personal data unmasked (to reach the customer, to issue by hand); every reveal is audited. */
  'orders.customer-data': REPAIRERS,
  'queues.retry-job': REPAIRERS,
  'sandbox.update': REPAIRERS,
  'wire-transfers.record': REPAIRERS,
  'wire-transfers.decide': SUPERVISORS,
  'sellers.hand-out': SUPERVISORS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** The permission each order action of the console needs. */
export const ACTION_PERMISSIONS: Record<ConsoleAction, StaffPermission> = {
  retry: 'orders.retry',
  refund: 'orders.refund',
  cancel: 'orders.cancel',
  expire: 'orders.expire',
  'regenerate-documents': 'orders.regenerate-documents',
  'resend-email': 'orders.resend-email',
};

/**
 * The permission each action on one add-on needs: the same as the whole order's (refunding an
 * item moves money, so it is a supervisor's, as the order's refund is).
 */
export const ITEM_ACTION_PERMISSIONS: Record<ConsoleItemAction, StaffPermission> = {
  retry: 'orders.retry',
  refund: 'orders.refund',
};

/** Whether someone with these roles holds a permission. */
export function can(roles: readonly StaffRole[], permission: StaffPermission): boolean {
  const allowed: readonly StaffRole[] = STAFF_PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

/** Whether the roles open the console at all. */
export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => (EVERYONE as readonly string[]).includes(role));
}
