import {
  NO_CHANNEL,
  alertForm,
  alertFormErrors,
  alertRequest,
  alertSummary,
  thresholdOptions,
  toggleChannel,
} from './budget-alert';

describe('budget alert form', () => {
  it('starts a new alert at 80%, in the app, on', () => {
    expect(alertForm(undefined)).toEqual({
      thresholdPercent: 80,
      channels: ['in_app'],
      enabled: true,
    });
  });

  it('offers 50% to 100% in fives, plus a threshold set another way', () => {
    expect(thresholdOptions(80)).toEqual([50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100]);
    expect(thresholdOptions(33)[0]).toBe(33);
    expect(thresholdOptions(92)).toContain(92);
  });

  it('keeps the channels in the dialog’s order, and needs one', () => {
    let form = alertForm(undefined);
    form = toggleChannel(form, 'sms', true);
    form = toggleChannel(form, 'email', true);
    expect(form.channels).toEqual(['in_app', 'email', 'sms']);
    form = toggleChannel(
      toggleChannel(toggleChannel(form, 'in_app', false), 'email', false),
      'sms',
      false,
    );
    expect(alertRequest(form)).toBeNull();
    expect(alertFormErrors(form)).toEqual({ channels: NO_CHANNEL });
    expect(alertRequest(toggleChannel(form, 'email', true))).toEqual({
      thresholdPercent: 80,
      channels: ['email'],
      enabled: true,
    });
    expect(alertFormErrors(toggleChannel(form, 'email', true))).toEqual({});
  });

  it('sums an alert up in words', () => {
    expect(alertSummary({ thresholdPercent: 80, channels: ['in_app'] })).toBe(
      'at 80% of the budget, in the app',
    );
    expect(alertSummary({ thresholdPercent: 90, channels: ['in_app', 'email', 'sms'] })).toBe(
      'at 90% of the budget, in the app, by E-mail and by SMS',
    );
  });
});
