import { z } from 'zod';

/*
 * Who works in the console and what they may do to an order: the roles and actions the
 * permission table (staff-permissions.ts) is written in, and the console's API contracts
 * (@asiguro/contracts) validate.
 */

/** Staff roles, from the least to the most trusted (what each may do: STAFF_PERMISSIONS). */
export const staffRoleSchema = z.enum(['viewer', 'support', 'supervisor']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Staff actions; `retry`, `refund`, `cancel` and `expire` are order events, offered only where the machine accepts them. */
export const CONSOLE_ACTIONS = ['retry', 'refund', 'cancel', 'expire', 'regenerate-documents', 'resend-email'] as const;
export const consoleActionSchema = z.enum(CONSOLE_ACTIONS);
export type ConsoleAction = z.infer<typeof consoleActionSchema>;

/**
 * Staff actions on one add-on of an order (item ≥ 1), each an order event with its reason:
 * `retry` issues again an add-on stuck pending, or asks again a refund of its share that failed
 * (ADDON_RETRY); `refund` gives back an issued add-on's share, once (ADDON_REFUND). The order's
 * status stays. Same permissions as the whole order's retry and refund.
 */
export const CONSOLE_ITEM_ACTIONS = ['retry', 'refund'] as const;
export const consoleItemActionSchema = z.enum(CONSOLE_ITEM_ACTIONS);
export type ConsoleItemAction = z.infer<typeof consoleItemActionSchema>;
