declare module 'virtual:icon-sprite' {
  /** `/_astro/icons.<hash>.svg`: the sprite of src/lib/icons/sprite-icons.ts. */
  export const ICON_SPRITE_URL: string;
}
