import { AuthSchema1763712000000 } from './1763712000000-auth-schema';

// Listed explicitly (not globbed) so the same list works from src/ under Jest and from dist/.
export const migrations = [AuthSchema1763712000000];
