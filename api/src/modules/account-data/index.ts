// The account-data module's public face: what other modules and the composition root use of it.
// Import from here ('../account-data'), never a file inside the folder (docs/api.md#module-floors).
export { AccountDataModule } from './account-data.module';
