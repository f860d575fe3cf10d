import { supportHref } from './support-link';

describe('supportHref', () => {
  it('leads to the contact form with the context the error had', () => {
    expect(supportHref()).toBe('/help#contact');
    expect(
      supportHref({ topic: 'statement-import', uploadId: 'u-1', errorCode: 'PARSE_FAILED' }),
    ).toBe('/help?topic=statement-import&upload=u-1&code=PARSE_FAILED#contact');
    expect(supportHref({ topic: 'billing', about: 'Payment reference SL-1 & co' })).toBe(
      '/help?topic=billing&about=Payment+reference+SL-1+%26+co#contact',
    );
    expect(supportHref({ uploadId: null, errorCode: null })).toBe('/help#contact');
  });
});
