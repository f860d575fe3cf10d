import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'sikalens:isPublic';

// Every route needs a session unless it says otherwise here.
export const Public = () => SetMetadata(IS_PUBLIC, true);
