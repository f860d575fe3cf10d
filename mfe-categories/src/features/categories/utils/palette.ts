import { CATEGORY_PALETTE } from '@sikalens/shared-ui';

// Names for the 18 swatches, read out by screen readers instead of hex codes.
const COLOUR_NAMES: Record<(typeof CATEGORY_PALETTE)[number], string> = {
  '#EF4444': 'Red',
  '#F97316': 'Orange',
  '#F59E0B': 'Amber',
  '#EAB308': 'Yellow',
  '#84CC16': 'Lime',
  '#22C55E': 'Green',
  '#10B981': 'Emerald',
  '#14B8A6': 'Teal',
  '#06B6D4': 'Cyan',
  '#0EA5E9': 'Sky blue',
  '#3B82F6': 'Blue',
  '#6366F1': 'Indigo',
  '#8B5CF6': 'Violet',
  '#A855F7': 'Purple',
  '#D946EF': 'Fuchsia',
  '#EC4899': 'Pink',
  '#F43F5E': 'Rose',
  '#6B7280': 'Grey',
};

export const PALETTE_SWATCHES = CATEGORY_PALETTE.map((hex) => ({ hex, name: COLOUR_NAMES[hex] }));

// "shopping-bag" → "Shopping bag"
export function iconLabel(icon: string): string {
  const words = icon.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
