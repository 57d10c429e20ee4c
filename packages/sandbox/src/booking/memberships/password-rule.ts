import { z } from 'zod';

/** The password rule the site shares with the loyalty platform: 8+ characters with letters and digits. */
export const passwordRule = z
  .string()
  .min(8, 'must have at least 8 characters')
  .max(100)
  .regex(/[A-Za-z]/, 'must contain a letter')
  .regex(/\d/, 'must contain a digit');
