import { Module } from '@nestjs/common';
import { CategorisationDataRepository } from './categorisation-data.repository';
import { CategoryRulesRepository } from './category-rules.repository';
import { ForgetRulesOnCategoryRetype } from './forget-rules-on-category-retype';
import { LearnedRules } from './learned-rules';

// Categorisation: the MoMo rules and the pipeline are plain functions; the learned rules (the
// category_rules table) are this module's provider, used by transactions (a category set by hand
// is learned) and statements (an import applies them). A category that changes type forgets its
// rules (the category.retyped event).
@Module({
  providers: [
    LearnedRules,
    CategoryRulesRepository,
    ForgetRulesOnCategoryRetype,
    CategorisationDataRepository,
  ],
  exports: [LearnedRules],
})
export class CategorisationModule {}
