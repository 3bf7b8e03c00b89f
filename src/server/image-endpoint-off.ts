/**
 * Astro's image endpoint, switched off. Every image is built ahead of time (scripts/images.ts),
 * so transforming images on request would only hand a visitor a way to make the server encode
 * AVIF for seconds per request. astro.config.mjs points `image.endpoint` here; the production
 * server never routes a request to it anyway (src/server/request-path.ts).
 */
import type { APIRoute } from 'astro';

export const prerender = false;

export const ALL: APIRoute = () =>
  new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
