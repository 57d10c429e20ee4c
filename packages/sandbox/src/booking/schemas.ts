import { z } from 'zod';

/** A real calendar date `YYYY-MM-DD`. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a real date');

export const kidsAgeRange = z.array(z.object({ code: z.string().min(1).max(10), count: z.number().int().min(0).max(10) })).max(10);

/** SPEC 5/9: adults 1 to 10, children 0 to 10 per room. */
export const searchRoom = z.object({
  adults: z.number().int().min(1).max(10),
  children: z.number().int().min(0).max(10).default(0),
  kids_age_range: kidsAgeRange.optional().default([]),
});

/** SPEC 9: at most 8 rooms. */
export const searchRooms = z.array(searchRoom).min(1).max(8);

export const couponCode = z
  .string()
  .trim()
  .max(10)
  .transform((value) => value.toUpperCase())
  .optional();

export const hotelIdParam = z.coerce.number().int().positive().max(1_000_000);

export const codeList = z.array(z.string().min(1).max(40)).max(100);

/** A comma-separated list in a query parameter. */
export function commaList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 100);
}
