import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { EMPTY_OTP, isCompleteOtp, type OtpDigits } from '../components/OtpInput';

export type OtpValues = { code: OtpDigits };

// A verification code as a one-field form (sign-in, a new phone or e-mail, deleting the account):
// the six boxes are its field (OtpField), sent once all six hold a digit.
export function useOtpForm() {
  const form = useForm<OtpValues>({ defaultValues: { code: EMPTY_OTP }, shouldFocusError: false });
  const { setValue } = form;
  // Why the last code was refused (wrong, expired, too many tries), said under the boxes until the
  // user types again or a new code is sent.
  const [codeError, setCodeError] = useState<string | null>(null);
  // A resent code empties the boxes, and the first box takes the focus again.
  const clearCode = () => {
    setValue('code', EMPTY_OTP);
    setCodeError(null);
  };
  // A refused code: the boxes empty, and the reason shows under them.
  const refuseCode = (message: string) => {
    setValue('code', EMPTY_OTP);
    setCodeError(message);
  };
  return { ...form, clearCode, refuseCode, codeError, onCodeEdited: () => setCodeError(null) };
}

export type OtpForm = ReturnType<typeof useOtpForm>;

// Whether the boxes hold a whole code: the submit button waits for it.
export function useCompleteOtp(control: Control<OtpValues>): boolean {
  return isCompleteOtp(useWatch({ control, name: 'code' }));
}
