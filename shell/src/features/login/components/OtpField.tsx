import { useId } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OtpForm } from '../hooks/useOtpForm';
import { OtpInput } from './OtpInput';

type OtpFieldProps = { form: OtpForm; disabled: boolean; label?: string; autoFocus?: boolean };

// The code boxes as the form's 'code' field, with why the last code was refused under them.
export function OtpField({ form, disabled, label, autoFocus }: OtpFieldProps) {
  const errorId = useId();
  const { control, codeError, onCodeEdited } = form;
  return (
    <Box>
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <OtpInput
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (codeError) onCodeEdited();
            }}
            disabled={disabled}
            {...(label === undefined ? {} : { label })}
            {...(autoFocus === undefined ? {} : { autoFocus })}
            error={codeError !== null}
            describedBy={codeError ? errorId : undefined}
          />
        )}
      />
      {codeError ? (
        <Typography
          id={errorId}
          role="alert"
          variant="body2"
          color="error"
          sx={{ mt: 1.25, textAlign: 'center', fontWeight: 500 }}
        >
          {codeError}
        </Typography>
      ) : null}
    </Box>
  );
}
