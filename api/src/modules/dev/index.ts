// The dev module's public face: what other modules and the composition root use of it.
// Import from here ('../dev'), never a file inside the folder (docs/api.md#module-floors).
export { DevModule } from './dev.module';
