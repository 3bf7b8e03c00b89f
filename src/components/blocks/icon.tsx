import type { LucideIcon } from 'lucide-react';
import type { IconName } from '../../content/blocks.ts';
import { spriteIcons, type SpriteIconName } from '../../lib/icons/sprite-icons.ts';
import { spriteIcon } from '../ui/icons.ts';

/**
 * The one icon registry: content names an icon by key, this maps the key to its glyph in the
 * icon sprite. Server-rendered sections only: the inline shapes (`inline`) come from lucide's
 * components, which an island importing this module would bundle, all of them.
 */
const glyphs: Record<IconName, SpriteIconName> = {
  activity: 'activity',
  armchair: 'armchair',
  arrows: 'arrow-left-right',
  award: 'award',
  baby: 'baby',
  badge: 'badge-check',
  bed: 'bed',
  bedDouble: 'bed-double',
  book: 'book-open',
  brain: 'brain',
  calendar: 'calendar-check',
  car: 'car',
  clock: 'clock',
  droplets: 'droplets',
  factory: 'factory',
  feather: 'feather',
  flame: 'flame',
  footprints: 'footprints',
  gauge: 'gauge',
  gift: 'gift',
  hammer: 'hammer',
  handshake: 'handshake',
  headphones: 'headphones',
  heart: 'heart',
  heartPulse: 'heart-pulse',
  house: 'house',
  layers: 'layers',
  leaf: 'leaf',
  mail: 'mail',
  mapPin: 'map-pin',
  message: 'message-square',
  moon: 'moon',
  package: 'package',
  phone: 'phone',
  recycle: 'recycle',
  refresh: 'refresh-cw',
  rotate: 'rotate-cw',
  ruler: 'ruler',
  scale: 'scale',
  search: 'search',
  shield: 'shield-check',
  sparkles: 'sparkles',
  store: 'store',
  sun: 'sun',
  thermometer: 'thermometer',
  timer: 'timer',
  train: 'train-front',
  truck: 'truck',
  tv: 'tv',
  users: 'users',
  washing: 'washing-machine',
  waves: 'waves-horizontal',
  weight: 'weight',
  wind: 'wind',
  wrench: 'wrench',
  zap: 'zap',
};

const fromSprite = Object.fromEntries(Object.entries(glyphs).map(([key, glyph]) => [key, spriteIcon(glyph)])) as Record<
  IconName,
  LucideIcon
>;

/**
 * A decorative icon by content key (the text next to it carries the meaning). `inline` for an
 * icon that can paint in the first viewport, which must not wait for the sprite file.
 */
export function Icon({
  name,
  className = 'size-6',
  strokeWidth,
  inline = false,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
  inline?: boolean;
}) {
  const Glyph = inline ? spriteIcons[glyphs[name]] : fromSprite[name];
  return <Glyph aria-hidden="true" className={className} strokeWidth={strokeWidth} />;
}
