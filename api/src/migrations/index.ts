import { AuthSchema1763712000000 } from './1763712000000-auth-schema';
import { AuthRateEventsCreatedAt1764316800000 } from './1764316800000-auth-rate-events-created-at';

// Listed explicitly (not globbed) so the same list works from src/ under Jest and from dist/.
export const migrations = [AuthSchema1763712000000, AuthRateEventsCreatedAt1764316800000];
