export type PageButton = number | 'ellipsis';

// Spec: the first page, the last and those within 2 of the current one; a gap becomes an ellipsis.
export const PAGE_NEIGHBOURS = 2;

export function pageButtons(current: number, totalPages: number): PageButton[] {
  const last = Math.max(1, Math.floor(totalPages));
  const here = Math.min(Math.max(1, Math.floor(current)), last);
  const from = Math.max(1, here - PAGE_NEIGHBOURS);
  const to = Math.min(last, here + PAGE_NEIGHBOURS);

  const pages = [1];
  for (let page = Math.max(2, from); page <= to; page += 1) pages.push(page);
  if (pages[pages.length - 1] !== last) pages.push(last);

  const buttons: PageButton[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) buttons.push('ellipsis');
    buttons.push(page);
  });
  return buttons;
}
