import { z } from 'zod';

/*
 * The bonus-malus class on its own, apart from the RCA tariff that prices it: the vehicle
 * registry's answer (registry.contract.ts) carries a class, and the storefront that shows it does
 * not load the tariff.
 */
export const bonusMalusClassSchema = z.union([z.literal('M'), z.number().int().min(1).max(17)]);
export type BonusMalusClass = z.infer<typeof bonusMalusClassSchema>;
