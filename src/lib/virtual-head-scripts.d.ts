declare module 'virtual:head-scripts' {
  /** The consent head script's text (src/lib/head-scripts.ts). */
  export const consent: string;
  /** The web-font loader's text (src/lib/head-scripts.ts). */
  export const fonts: string;
  /** The carousels' controls before hydration (src/lib/carousel-early.ts). */
  export const carousels: string;
  /** The contact form's send button pressed at once when it posts natively (src/lib/form-early.ts). */
  export const forms: string;
}
