import { Module } from '@nestjs/common';
import { LearnedRules } from './learned-rules';

// Categorisation: the MoMo rules and the pipeline are plain functions; the learned rules (the
// category_rules table) are this module's provider, used by transactions (a category set by hand
// is learned) and statements (an import applies them).
@Module({
  providers: [LearnedRules],
  exports: [LearnedRules],
})
export class CategorisationModule {}
