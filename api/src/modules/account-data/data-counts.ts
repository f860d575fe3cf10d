import type { UserDataCount } from '../../common/user-data/user-data';
import type { DeletedCountsDto } from './dto/deleted-data.dto';

// The kinds of rows the parts' tables feed (DeletedCountsDto has a field for each).
export type CountKey = UserDataCount;

export const COUNT_KEYS: readonly CountKey[] = [
  'transactions',
  'uploads',
  'rules',
  'reviews',
  'chatMessages',
  'notifications',
];

export const zeroCounts = (): DeletedCountsDto => ({
  transactions: 0,
  uploads: 0,
  rules: 0,
  reviews: 0,
  chatMessages: 0,
  notifications: 0,
});
