// A recipient's page. The number may hold '+' or spaces ('+233 24 412 3456'): encoded so the
// router hands the same text back.
export const recipientPath = (number: string) => `/vendor/${encodeURIComponent(number)}`;

export const paymentsText = (count: number) => `${count} ${count === 1 ? 'payment' : 'payments'}`;

// Names beyond this many are counted rather than listed, so a row stays short on a phone.
const NAMES_SHOWN = 3;

export function otherNamesText(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(' · ');
  const more = names.length - NAMES_SHOWN;
  return more > 0 ? `${shown} +${more} more` : shown;
}
