// The alerts module's public face: what other modules and the composition root use of it.
// Import from here ('../alerts'), never a file inside the folder (docs/api.md#module-floors).
export { AlertsModule } from './alerts.module';
