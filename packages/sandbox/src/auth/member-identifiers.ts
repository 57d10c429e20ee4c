import { randomInt } from 'node:crypto';

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

/** A member's loyalty id (`LOY` + 12 digits) and 16-digit card number, drawn at random. */
export function newMemberIdentifiers(): { externalId: string; cardNumber: string } {
  return { externalId: `LOY${digits(12)}`, cardNumber: `${randomInt(1, 10)}${digits(15)}` };
}
