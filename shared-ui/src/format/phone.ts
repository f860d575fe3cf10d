// One way to write a Ghana phone number on every screen (issue 30): '024 000 0001', or
// '+233 24 000 0001' where the country matters. Statements, the API and users write the same
// number as 0240000001, 240000001, 233240000001 or +233 24 000 0001.

export type PhoneFormatOptions = {
  // '+233 24 000 0001' instead of '024 000 0001'.
  international?: boolean;
};

// The nine digits after the country code (or the leading 0); nine digits alone only from a network
// prefix (2x, 5x) or a landline's (3x). A masked number ('+233 24*****67') keeps its stars.
const FORMS = [/^\+?233([\d*]{9})$/, /^0([\d*]{9})$/, /^([2-5][\d*]{8})$/];

// The nine local digits of a Ghana number in any of its forms, or null when it is not one.
function ghanaLocalDigits(value: string): string | null {
  const compact = value.trim().replace(/[\s().-]/g, '');
  for (const form of FORMS) {
    const local = form.exec(compact)?.[1];
    if (local !== undefined && /\d/.test(local)) return local;
  }
  return null;
}

// 0240000001 → '024 000 0001' (or '+233 24 000 0001'); anything that is not a Ghana number
// (a merchant's name, a foreign number) comes back as it was, trimmed.
export function formatPhone(value: string, { international = false }: PhoneFormatOptions = {}) {
  const local = ghanaLocalDigits(value);
  if (local === null) return value.trim();
  const [network, middle, last] = [local.slice(0, 2), local.slice(2, 5), local.slice(5)];
  return international ? `+233 ${network} ${middle} ${last}` : `0${network} ${middle} ${last}`;
}

// Whether the text is a Ghana phone number (in any form formatPhone reads).
export const isGhanaPhone = (value: string): boolean => ghanaLocalDigits(value) !== null;
