import { createEvent } from 'effector';
import { createSessionMemory } from '../../shared/session-memory';
import { rememberScroll, type ScrollMemory, scrollMemoryKey } from './lib';

/** The visitor left a history entry scrolled to `y` (kept for back, forward and reload). */
export const scrollLeft = createEvent<{ entry: string; y: number }>();

export const $scrollMemory = createSessionMemory<ScrollMemory>(scrollMemoryKey, [], (raw): raw is ScrollMemory =>
  Array.isArray(raw),
).on(scrollLeft, (memory, { entry, y }) => rememberScroll(memory, entry, y));
