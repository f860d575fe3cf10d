import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { CategoryField, CategoryForm } from '../utils/category-form';
import { ColourPicker } from './ColourPicker';
import { IconPicker } from './IconPicker';

type AppearanceFieldsProps = {
  control: Control<CategoryForm>;
  errors: FieldErrors<CategoryForm>;
  // The colour the icon previews in (the chosen one once it is a valid colour).
  previewColor: string;
  // useCategoryForm's change handler: sets the value and clears the field's message.
  changeOf: (field: {
    name: CategoryField;
    onChange: (value: string) => void;
  }) => (value: string) => void;
};

// A category's colour and icon, in both category dialogs (the categories and categorise screens).
export function AppearanceFields({
  control,
  errors,
  previewColor,
  changeOf,
}: AppearanceFieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <ColourPicker
            value={field.value}
            onChange={changeOf(field)}
            error={errors.color?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="icon"
        render={({ field }) => (
          <IconPicker
            value={field.value}
            color={previewColor}
            onChange={changeOf(field)}
            error={errors.icon?.message}
          />
        )}
      />
    </>
  );
}
