import { Type } from 'class-transformer';
import { IsArray, IsNotEmpty, IsNumberString, IsString, ValidateNested } from 'class-validator';
import { AppError } from './app-error';
import { createValidationPipe } from './validation';

class ItemDto {
  @IsNumberString()
  amount!: string;
}

class BodyDto {
  @IsString()
  @IsNotEmpty({ message: 'Please enter one' })
  name!: string;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ItemDto)
  items!: ItemDto[];
}

async function refusal(body: unknown): Promise<AppError> {
  const pipe = createValidationPipe();
  try {
    await pipe.transform(body, { type: 'body', metatype: BodyDto });
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the body was accepted');
}

describe('createValidationPipe', () => {
  it('names the field of the first failing constraint, and prefixes a message that does not', async () => {
    const error = await refusal({ name: '', items: [] });
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field: 'name' });
    expect(error.message).toBe('name: Please enter one');
  });

  it('gives a nested field its dotted path, array indexes included', async () => {
    const error = await refusal({ name: 'Ama', items: [{ amount: '12.50' }, { amount: 'lots' }] });
    expect(error).toMatchObject({
      field: 'items.1.amount',
      message: 'amount must be a number string',
    });
  });

  it('names an unknown field', async () => {
    const error = await refusal({ name: 'Ama', items: [], colour: 'red' });
    expect(error).toMatchObject({ field: 'colour', message: 'property colour should not exist' });
  });

  it('accepts a valid body', async () => {
    const pipe = createValidationPipe();
    await expect(
      pipe.transform(
        { name: 'Ama', items: [{ amount: '1' }] },
        { type: 'body', metatype: BodyDto },
      ),
    ).resolves.toBeInstanceOf(BodyDto);
  });
});
