// The reports module's public face: what other modules and the composition root use of it.
// Import from here ('../reports'), never a file inside the folder (docs/api.md#module-floors).
export { ReportsModule } from './reports.module';
