import type { ValueTransformer } from 'typeorm';

/** bigint columns come back from pg as strings; amounts in minor units fit safely in a JS number. */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
