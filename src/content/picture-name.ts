/**
 * The name of an owner's own picture, checked by the editor as it is typed and by the build
 * (picture-schema.ts). No Node imports: the editor's configuration runs in the browser.
 */
import { shippedImages } from './images.ts';

const shippedNames = Object.keys(shippedImages);

/**
 * The name of an own picture: lower-case letters, digits and hyphens, and not the name of a
 * shipped picture (that one is replaced under its own field instead). One pattern, so the
 * editor's slug field can check it with its German message.
 */
export const ownPictureNamePattern = new RegExp(
  `^(?!(?:${shippedNames.map((n) => n.replace(/[-]/g, '\\-')).join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*$`,
);
export const ownPictureNameRule =
  'nur Kleinbuchstaben, Ziffern und Bindestriche, und nicht der Name eines mitgelieferten Bilds';
/** The editor's message under the field. */
export const ownPictureNameMessage = `Name des Bilds: ${ownPictureNameRule}`;
