// Statement times carry no offset ("2025-11-20T18:18:00", Ghana time = UTC): read and shown as is.
const dateTime = new Intl.DateTimeFormat('en-GH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const dateOnly = new Intl.DateTimeFormat('en-GH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function parse(value: string): Date | null {
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? dateTime.format(date) : value;
}

export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dateOnly.format(date) : value;
}
