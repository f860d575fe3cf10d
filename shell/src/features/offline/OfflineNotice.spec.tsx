import { act, render, screen } from '@testing-library/react';
import { OFFLINE_TEXT, OfflineNotice } from './OfflineNotice';

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineNotice', () => {
  afterEach(() => setOnline(true));

  it('says the phone is offline, and goes when it is back', () => {
    render(<OfflineNotice />);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    act(() => setOnline(true));
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });
});
