// The health module's public face: what other modules and the composition root use of it.
// Import from here ('../health'), never a file inside the folder (docs/api.md#module-floors).
export { HealthModule } from './health.module';
