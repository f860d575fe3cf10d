import { Controller, type Control } from 'react-hook-form';
import type { OtpValues } from '../hooks/useOtpForm';
import { OtpInput } from './OtpInput';

type OtpFieldProps = { control: Control<OtpValues>; disabled: boolean };

// The code boxes as the form's 'code' field.
export function OtpField({ control, disabled }: OtpFieldProps) {
  return (
    <Controller
      control={control}
      name="code"
      render={({ field }) => (
        <OtpInput value={field.value} onChange={field.onChange} disabled={disabled} />
      )}
    />
  );
}
