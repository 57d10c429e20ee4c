import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export function compileCatalogue(json: string, locale: string): Record<string, MessageFormatElement[]>;
export default function catalogueLoader(this: { resourcePath: string }, source: string): string;
