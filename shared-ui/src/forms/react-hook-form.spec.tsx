import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { messagesResolver, textFieldProps, type FieldMessages } from './react-hook-form';

type Values = { label: string; number: string };

const check = (values: Values): FieldMessages<Values> => ({
  ...(values.label.trim() ? {} : { label: 'Please enter a label' }),
  ...(/^\d+$/.test(values.number) ? {} : { number: 'Digits only' }),
});

const resolverOptions = { fields: {}, shouldUseNativeValidation: undefined };

describe('messagesResolver', () => {
  it('passes valid values through', async () => {
    const values = { label: 'Personal', number: '024' };
    expect(await messagesResolver(check)(values, undefined, resolverOptions)).toEqual({
      values,
      errors: {},
    });
  });

  it("turns the check's messages into field errors", async () => {
    expect(
      await messagesResolver(check)({ label: ' ', number: '02a' }, undefined, resolverOptions),
    ).toEqual({
      values: {},
      errors: {
        label: { type: 'validate', message: 'Please enter a label' },
        number: { type: 'validate', message: 'Digits only' },
      },
    });
  });
});

function Form({ onSave }: { onSave: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { label: '', number: '' },
    resolver: messagesResolver(check),
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <TextField
        label="Label"
        {...textFieldProps(register('label'))}
        helperText={formState.errors.label?.message}
      />
      <TextField
        label="Number"
        {...textFieldProps(register('number'))}
        helperText={formState.errors.number?.message}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('textFieldProps', () => {
  it('registers the input inside an MUI TextField and shows the check’s messages', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<Form onSave={onSave} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a label')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveAccessibleDescription(
      'Digits only',
    );
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Personal');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ label: 'Personal', number: '024' }, expect.anything());
  });
});
