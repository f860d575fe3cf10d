import { useForm, useWatch, type Control } from 'react-hook-form';
import { EMPTY_OTP, isCompleteOtp, type OtpDigits } from '../components/OtpInput';

export type OtpValues = { code: OtpDigits };

// A verification code as a one-field form (sign-in, a new phone or e-mail, deleting the account):
// the four boxes are its field (OtpField), sent once all four hold a digit.
export function useOtpForm() {
  const form = useForm<OtpValues>({ defaultValues: { code: EMPTY_OTP }, shouldFocusError: false });
  const { setValue } = form;
  // A refused or resent code empties the boxes, and the first box takes the focus again.
  const clearCode = () => setValue('code', EMPTY_OTP);
  return { ...form, clearCode };
}

// Whether the boxes hold a whole code: the submit button waits for it.
export function useCompleteOtp(control: Control<OtpValues>): boolean {
  return isCompleteOtp(useWatch({ control, name: 'code' }));
}
