/** Types of this site's own client directives (registered in src/lib/hydration/integration.ts). */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first interaction, or with "visible" also when scrolled into view; clicks
     * before hydration are held and replayed (src/lib/hydration/interaction-directive.ts).
     */
    'client:interaction'?: boolean | 'visible';
  }
}
