declare module 'virtual:head-scripts' {
  /** The consent head script's text (src/lib/head-scripts.ts). */
  export const consent: string;
  /** The web-font loader's text (src/lib/head-scripts.ts). */
  export const fonts: string;
  /** The carousels' controls before hydration (src/lib/carousel-early.ts). */
  export const carousels: string;
}
