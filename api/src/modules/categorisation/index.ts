// The categorisation module's public face: what other modules and the composition root use of it.
// Import from here ('../categorisation'), never a file inside the folder (docs/api.md#module-floors).
export { runCategorisers } from './categorisation-pipeline';
export { type CategorisableTransaction } from './categorisation.types';
export { CategoryRule } from './category-rule.entity';
export { counterpartyLabel } from './counterparty';
export { CategorisationModule } from './categorisation.module';
export { LearnedRules, ruleKeyOf } from './learned-rules';
export { momoRulesCategoriser } from './momo-rules';
