import { render } from '@testing-library/react';
import { DevProviders } from '../dev/DevProviders';
import { CategoryChip } from './CategoryChip';
import { CATEGORY_ICON_NAMES, CategoryBadge, CategoryIcon } from './category-icons';
import { UNCATEGORIZED_LOOK } from './uncategorized';

const show = (ui: React.ReactElement) => render(<DevProviders>{ui}</DevProviders>);
// The lucide icon drawn, by its class ('lucide-circle-dashed').
const iconOf = (container: HTMLElement) =>
  [...(container.querySelector('svg')?.classList ?? [])].find(
    (name) => name.startsWith('lucide-') && name !== 'lucide-icon',
  );

describe('the look of no category', () => {
  it('draws the dashed circle by its name, in the one grey, and keeps the tag for unknown names', () => {
    const named = show(<CategoryIcon icon="circle-dashed" color={UNCATEGORIZED_LOOK.color} />);
    expect(iconOf(named.container)).toBe('lucide-circle-dashed');
    expect(named.container.querySelector('svg')).toHaveAttribute(
      'stroke',
      UNCATEGORIZED_LOOK.color,
    );
    named.unmount();
    for (const unknown of ['no-such-icon', 'constructor']) {
      const drawn = show(<CategoryIcon icon={unknown} />);
      expect(iconOf(drawn.container)).toBe('lucide-tag');
      drawn.unmount();
    }
  });

  it('is the same on a chip and on a badge', () => {
    const chip = show(<CategoryChip category={null} />);
    expect(chip.container).toHaveTextContent(UNCATEGORIZED_LOOK.name);
    expect(iconOf(chip.container)).toBe('lucide-circle-dashed');
    expect(chip.container.querySelector('svg')).toHaveAttribute('stroke', UNCATEGORIZED_LOOK.color);
    chip.unmount();
    const badge = show(
      <CategoryBadge color={UNCATEGORIZED_LOOK.color} icon={UNCATEGORIZED_LOOK.icon} />,
    );
    expect(iconOf(badge.container)).toBe('lucide-circle-dashed');
  });

  it('is no icon a category can be given', () => {
    expect(CATEGORY_ICON_NAMES).not.toContain(UNCATEGORIZED_LOOK.icon);
    expect(CATEGORY_ICON_NAMES).toHaveLength(18);
  });
});
