// A change on the period before, as the API gives it ("12.5", "-3.0", or null when nothing was
// spent then), in words for a chip: "+12.5%", "-3%", "New".
export function changeText(change: string | null): string {
  if (change === null) return 'New';
  const value = Number(change);
  if (!Number.isFinite(value) || value === 0) return '0%';
  const digits = change.replace(/^[-+]/, '').replace(/\.0$/, '');
  return `${value > 0 ? '+' : '-'}${digits}%`;
}

// More spending is shown as a warning, less as good news.
export function changeTone(change: string | null): 'up' | 'down' | 'flat' | 'new' {
  if (change === null) return 'new';
  const value = Number(change);
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}

// The share of the period's spending ("28.1"), without a trailing ".0".
export const shareText = (share: string) => `${share.replace(/\.0$/, '')}%`;
