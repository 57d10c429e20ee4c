import { z } from 'zod';
import { phoneDigitsMessage, withinPhoneDigits } from './member-phone';

const text = z.string().max(300);
// null stands for "empty" in what some clients send; the wire type says string.
const fieldValue = z
  .string()
  .max(1000)
  .nullable()
  .transform((value) => value ?? '');
const fieldMap = z
  .record(z.string().max(64), fieldValue)
  .refine((fields) => Object.keys(fields).length <= 50, 'has more than 50 fields');

function isBirthday(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01' && date.getTime() <= Date.now();
}

/** SPEC 3 "Loyalty customer" as the site sends it on add (source WEB) and update (INSTORE). */
export const customerPayload = z.object({
  profiles: z
    .array(
      z.object({
        firstName: text.optional(),
        lastName: text.optional(),
        identifiers: z
          .array(
            z
              .object({ type: z.enum(['email', 'mobile']), value: text })
              .refine((identifier) => identifier.type !== 'mobile' || withinPhoneDigits(identifier.value), {
                message: phoneDigitsMessage,
                path: ['value'],
              }),
          )
          .max(10)
          .default([]),
        fields: fieldMap
          .default({})
          .refine((fields) => !fields.landline || withinPhoneDigits(fields.landline), { message: phoneDigitsMessage, path: ['landline'] }),
      }),
    )
    .min(1)
    .max(5),
  extendedFields: fieldMap
    .default({})
    .refine((fields) => !fields.mobile || withinPhoneDigits(fields.mobile), { message: phoneDigitsMessage, path: ['mobile'] })
    .refine((fields) => !fields.dob || isBirthday(fields.dob), { message: 'must be a date (YYYY-MM-DD), not after today', path: ['dob'] })
    .refine((fields) => !fields.gender || /^(male|female|other)$/i.test(fields.gender), {
      message: 'must be male, female or other',
      path: ['gender'],
    }),
});

export type CustomerPayload = z.infer<typeof customerPayload>;

export const customerSource = z.enum(['WEB', 'INSTORE']);
export type CustomerSource = z.infer<typeof customerSource>;
