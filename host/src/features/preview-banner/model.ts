import type { RegistryPreview } from '@hotel/contracts';
import { createEvent, createStore } from 'effector';

/** The page came with a preview for this browser (issue 17), or none. */
export const previewLoaded = createEvent<RegistryPreview | null>();

export const $preview = createStore<RegistryPreview | null>(null).on(previewLoaded, (_, preview) => preview);
