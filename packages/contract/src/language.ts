import { z } from 'zod';
import { LANGUAGES, languageOfTags, type Language } from './languages';

export type { Language };

/** A person's language as the API reads and answers it (the zod-free list is in languages.ts). */
export const LanguageSchema = z.enum(LANGUAGES).meta({ description: 'en (English) or es (Spanish)' });

/** The language an `Accept-Language` header asks for: the first of its languages the portal speaks, else English. */
export const languageOfHeader = (header: string | undefined): Language => languageOfTags((header ?? '').split(','));
