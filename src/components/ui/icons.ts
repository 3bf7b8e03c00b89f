/**
 * Icons drawn from the shared sprite file (src/lib/icons/sprite.ts): each renders lucide's own
 * `<svg>` (same attributes, classes and props) with one `<use>` of the sprite's symbol in
 * place of the shapes. For everything below the first viewport or shown only after a tap; what
 * can paint in a first viewport imports lucide-react (or passes `inline` to the blocks' Icon),
 * so the first view needs no second file.
 */
import { createLucideIcon, type LucideIcon } from 'lucide-react';
import { ICON_SPRITE_URL } from 'virtual:icon-sprite';
import type { SpriteIconName } from '../../lib/icons/sprite-icons.ts';

/** The sprite icon `name`, as a lucide icon component. Pure: icons no island uses stay out of its bundle. */
/* @__NO_SIDE_EFFECTS__ */
export function spriteIcon(name: SpriteIconName): LucideIcon {
  return createLucideIcon({ name, size: 24, node: [['use', { href: `${ICON_SPRITE_URL}#${name}`, key: 'use' }]] });
}

export const ArrowLeft = spriteIcon('arrow-left');
export const ArrowRight = spriteIcon('arrow-right');
export const Bot = spriteIcon('bot');
export const CalendarCheck = spriteIcon('calendar-check');
export const Car = spriteIcon('car');
export const Check = spriteIcon('check');
export const ChevronDown = spriteIcon('chevron-down');
export const ChevronLeft = spriteIcon('chevron-left');
export const ChevronRight = spriteIcon('chevron-right');
export const Clock = spriteIcon('clock');
export const Compass = spriteIcon('compass');
export const LoaderCircle = spriteIcon('loader-circle');
export const Mail = spriteIcon('mail');
export const MapPin = spriteIcon('map-pin');
export const Navigation = spriteIcon('navigation');
export const Pause = spriteIcon('pause');
export const Phone = spriteIcon('phone');
export const Play = spriteIcon('play');
export const RotateCcw = spriteIcon('rotate-ccw');
export const Send = spriteIcon('send');
export const SendHorizontal = spriteIcon('send-horizontal');
export const Timer = spriteIcon('timer');
export const Truck = spriteIcon('truck');
export const X = spriteIcon('x');
