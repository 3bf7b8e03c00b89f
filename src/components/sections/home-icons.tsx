import {
  ArrowLeftRight,
  BadgeCheck,
  Clock,
  Factory,
  Hammer,
  House,
  Leaf,
  Recycle,
  RefreshCw,
  Ruler,
  ShieldCheck,
  Sparkles,
  Store,
  Truck,
  Users,
  Weight,
  type LucideIcon,
} from 'lucide-react';
import type { HomeIcon } from '../../content/home.ts';

const icons: Record<HomeIcon, LucideIcon> = {
  factory: Factory,
  hammer: Hammer,
  truck: Truck,
  shield: ShieldCheck,
  refresh: RefreshCw,
  leaf: Leaf,
  ruler: Ruler,
  store: Store,
  users: Users,
  weight: Weight,
  roof: House,
  arrows: ArrowLeftRight,
  sparkles: Sparkles,
  recycle: Recycle,
  badge: BadgeCheck,
  clock: Clock,
};

/** A decorative icon for a content key (the text next to it carries the meaning). */
export function HomeIconGlyph({ name, className = 'size-6' }: { name: HomeIcon; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} strokeWidth={1.75} />;
}
