/**
 * Middleware of the editing command only (astro.edit.config.mjs adds it; the production build
 * has neither it nor the editor): before Keystatic's local write API writes a save, the files
 * are checked as the build checks them, and a save the build would refuse is answered with the
 * build's German message; Keystatic never sees it, so nothing is written (save-check.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { checkedWrite } from './save-check.ts';

export const onRequest = defineMiddleware((context, next) => checkedWrite(context.request, process.cwd(), next));
