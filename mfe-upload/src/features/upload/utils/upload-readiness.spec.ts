import { BUSINESS, PERSONAL, TELECEL } from '../testing/render-page';
import { onlyStatementWallet, uploadBlock } from './upload-readiness';

describe('onlyStatementWallet', () => {
  it('is the one wallet whose statements are read, else none', () => {
    expect(onlyStatementWallet([PERSONAL])).toBe(PERSONAL);
    expect(onlyStatementWallet([TELECEL, PERSONAL])).toBe(PERSONAL);
    expect(onlyStatementWallet([PERSONAL, BUSINESS])).toBeNull();
    expect(onlyStatementWallet([TELECEL])).toBeNull();
    expect(onlyStatementWallet([])).toBeNull();
    expect(onlyStatementWallet(undefined)).toBeNull();
  });
});

describe('uploadBlock', () => {
  const ready = { wallets: [PERSONAL], wallet: PERSONAL, allowanceUsed: false };

  it('says why no file can be chosen, first things first', () => {
    expect(uploadBlock({ ...ready, wallets: [], wallet: undefined })).toEqual({
      reason: 'Add a wallet first',
      addWallet: true,
    });
    expect(uploadBlock({ ...ready, wallets: undefined, wallet: undefined })).toEqual({
      reason: 'Choose a wallet first',
      addWallet: false,
    });
    expect(uploadBlock({ ...ready, wallets: [PERSONAL, BUSINESS], wallet: undefined })).toEqual({
      reason: 'Choose a wallet first',
      addWallet: false,
    });
    expect(uploadBlock({ ...ready, wallets: [TELECEL], wallet: TELECEL })?.reason).toBe(
      'Telecel Cash statements are not read yet',
    );
    expect(uploadBlock({ ...ready, allowanceUsed: true })?.reason).toBe(
      "This month's free statement is used",
    );
  });

  it('is nothing once a wallet whose statements are read is chosen, within the allowance', () => {
    expect(uploadBlock(ready)).toBeNull();
  });
});
