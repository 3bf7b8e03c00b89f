/**
 * zod's German messages, as the build and the editor show them: zod's German locale, with
 * "bitte ausfüllen" for a value that is not there (the editor's words for an empty field, where
 * zod would say "Ungültige Eingabe: erwartet string, erhalten undefined").
 */
import { z } from 'zod';

export const germanErrors: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'bitte ausfüllen' : z.locales.de().localeError(issue);
