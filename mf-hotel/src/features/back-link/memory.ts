import { createEvent } from 'effector';
import { createSessionMemory, isPlainObject } from '../../shared/session-memory';

const kept = 20;

/** The list each history entry was found to come from, so a reload keeps its back link. */
export const backLinkFound = createEvent<{ entry: string; path: string }>();

export const $backLinks = createSessionMemory<Record<string, string>>(
  'mf_hotel.backToResults',
  {},
  (raw): raw is Record<string, string> => isPlainObject(raw),
).on(backLinkFound, (links, { entry, path }) =>
  Object.fromEntries([[entry, path], ...Object.entries(links).filter(([other]) => other !== entry).slice(0, kept - 1)]),
);
