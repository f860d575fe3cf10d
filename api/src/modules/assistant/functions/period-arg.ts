import { z } from 'zod';
import { PERIOD_KEYS } from '../../insights';

// A period as the functions and the query frame take it: a named one, or a range of whole days in
// Ghana time.

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'a real date');

export const periodArg = z
  .union([
    z.object({ key: z.enum(PERIOD_KEYS) }).strict(),
    z
      .object({
        from: isoDate.describe('first day, inclusive'),
        to: isoDate.describe('the day after the last day (exclusive)'),
      })
      .strict()
      .refine((range) => range.from < range.to, 'from must be before to'),
  ])
  .describe(
    'A named period ("latest" is the latest month with transactions) or a range of days; months and days are in Ghana time',
  );
export type PeriodArg = z.infer<typeof periodArg>;
