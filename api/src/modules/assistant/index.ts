// The assistant module's public face: what other modules and the composition root use of it.
// Import from here ('../assistant'), never a file inside the folder (docs/api.md#module-floors).
export { AssistantModule } from './assistant.module';
