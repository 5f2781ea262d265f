import { z } from 'zod';
import { LOCALES } from '@asiguro/i18n';
import { PRODUCT_TYPES } from '../products/product-types';

/*
 * The small shapes every request and answer refers to. A module of their own: the storefront's
 * first API call needs them, and not the order's inputs (order-requests.ts) that bring the
 * catalogue's field rules along.
 */

export const localeSchema = z.enum(LOCALES);
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export const uuidSchema = z.uuid();
