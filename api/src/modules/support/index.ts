// The support module's public face: what other modules and the composition root use of it.
// Import from here ('../support'), never a file inside the folder (docs/api.md#module-floors).
export { SupportModule } from './support.module';
