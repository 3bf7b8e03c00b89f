/**
 * Astro integration that registers the `client:interaction` directive
 * (src/lib/hydration/interaction-directive.ts). The type of the directive attribute is declared
 * in src/env.d.ts.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function interactionDirective(): AstroIntegration {
  return {
    name: 'client-interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
