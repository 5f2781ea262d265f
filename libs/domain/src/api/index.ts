export * from './common.contract';
export * from './orders.contract';
export * from './payments.contract';
export * from './account.contract';
export * from './misc.contract';
export * from './functions.contract';
export * from './console.contract';
export * from './storefront-rendering.contract';
