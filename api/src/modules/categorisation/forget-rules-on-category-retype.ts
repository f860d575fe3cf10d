import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { CATEGORY_RETYPED, type CategoryRetyped } from '../../common/events/domain-events';
import { CategoryRulesRepository } from './category-rules.repository';

// A category that changed type (income, expense): the rules learned for the other direction would
// now point the wrong way, so they go, in the transaction that changes it (a failure rolls it back).
@Injectable()
export class ForgetRulesOnCategoryRetype {
  constructor(private readonly rules: CategoryRulesRepository) {}

  @OnEvent(CATEGORY_RETYPED, { promisify: true, suppressErrors: false })
  async onCategoryRetyped({ userId, categoryId }: CategoryRetyped): Promise<void> {
    await this.rules.deleteForCategory(userId, categoryId);
  }
}
