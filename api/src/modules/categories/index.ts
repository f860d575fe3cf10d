// The categories module's public face: what other modules and the composition root use of it.
// Import from here ('../categories'), never a file inside the folder (docs/api.md#module-floors).
export { categoryNotFound } from './categories.errors';
export { CategoriesModule } from './categories.module';
export { CategoriesService, choiceField } from './categories.service';
export { Category } from './category.entity';
export { type DefaultCategoryKey } from './default-categories';
export { CategorySummaryDto } from './dto/category.dto';
