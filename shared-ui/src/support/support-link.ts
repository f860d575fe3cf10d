// Where an error that says "contact support" (or "send it to support") leads: the Help & Support
// page's contact form, with the topic and the context filled in (issue 29). Any remote links here
// through the router; the shell owns the page.
export type SupportContext = {
  topic?: 'statement-import' | 'wrong-figures' | 'billing' | 'account' | 'other';
  // The upload the error is about, and the error code the screen showed.
  uploadId?: string | null;
  errorCode?: string | null;
  // A short line the form starts the message with (e.g. a payment reference).
  about?: string | null;
};

export const HELP_PATH = '/help';

export function supportHref(context: SupportContext = {}): string {
  const params = new URLSearchParams();
  if (context.topic) params.set('topic', context.topic);
  if (context.uploadId) params.set('upload', context.uploadId);
  if (context.errorCode) params.set('code', context.errorCode);
  if (context.about) params.set('about', context.about);
  const query = params.toString();
  return `${HELP_PATH}${query ? `?${query}` : ''}#contact`;
}
