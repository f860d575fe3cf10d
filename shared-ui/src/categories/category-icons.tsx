import {
  Banknote,
  Book,
  Briefcase,
  Car,
  CircleDashed,
  CircleMinus,
  CirclePlus,
  Coffee,
  Gamepad2,
  Gift,
  Heart,
  House,
  Music,
  Receipt,
  ShoppingBag,
  Smartphone,
  Tag,
  TrendingUp,
  Utensils,
  type LucideIcon,
} from 'lucide-react';

// Spec section 3: the category icon names (lucide's), each drawn as a real icon.
export const CATEGORY_ICONS = {
  tag: Tag,
  banknote: Banknote,
  briefcase: Briefcase,
  'trending-up': TrendingUp,
  gift: Gift,
  'plus-circle': CirclePlus,
  utensils: Utensils,
  car: Car,
  'shopping-bag': ShoppingBag,
  receipt: Receipt,
  heart: Heart,
  music: Music,
  book: Book,
  'minus-circle': CircleMinus,
  home: House,
  smartphone: Smartphone,
  coffee: Coffee,
  gamepad: Gamepad2,
} as const satisfies Record<string, LucideIcon>;

export type CategoryIconName = keyof typeof CATEGORY_ICONS;
export const CATEGORY_ICON_NAMES = Object.keys(CATEGORY_ICONS) as CategoryIconName[];

// Icons the app draws that are no category's to choose (not in the picker): 'circle-dashed' for
// transactions with no category (UNCATEGORIZED_LOOK in uncategorized.ts, and the API's breakdown).
const APP_ICONS = {
  'circle-dashed': CircleDashed,
} as const satisfies Record<string, LucideIcon>;

// Every icon drawn by name; no prototype, so a name such as 'constructor' is no icon.
const ICONS_BY_NAME: Readonly<Record<string, LucideIcon | undefined>> = Object.assign(
  Object.create(null) as Record<string, LucideIcon>,
  CATEGORY_ICONS,
  APP_ICONS,
);

// Spec section 3: 18 colours from red to grey (the API's defaults use the same values).
export const CATEGORY_PALETTE = [
  '#EF4444',
  '#F97316',
  '#F59E0B',
  '#EAB308',
  '#84CC16',
  '#22C55E',
  '#10B981',
  '#14B8A6',
  '#06B6D4',
  '#0EA5E9',
  '#3B82F6',
  '#6366F1',
  '#8B5CF6',
  '#A855F7',
  '#D946EF',
  '#EC4899',
  '#F43F5E',
  '#6B7280',
] as const;

type CategoryIconProps = { icon: string | null | undefined; size?: number; color?: string };

// An unknown name (a category made by another client) falls back to the tag.
export function CategoryIcon({ icon, size = 18, color }: CategoryIconProps) {
  const Icon = (icon && ICONS_BY_NAME[icon]) || Tag;
  return <Icon size={size} color={color} aria-hidden />;
}

type CategoryBadgeProps = { color: string; icon: string | null | undefined; size?: number };

// The round coloured tile a category is shown with in lists, grids and on transaction rows.
export function CategoryBadge({ color, icon, size = 36 }: CategoryBadgeProps) {
  return (
    <span
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        background: `${color}22`,
        color,
      }}
    >
      <CategoryIcon icon={icon} size={Math.round(size * 0.5)} />
    </span>
  );
}
