import type { APIRoute } from 'astro';
import { demoSettings } from '../content/operator.demo.ts';

export const GET: APIRoute = ({ site }) => {
  const base = (site?.href ?? demoSettings.SITE_URL).replace(/\/$/, '');
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${base}/sitemap-index.xml`, ''].join(
    '\n',
  );
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
