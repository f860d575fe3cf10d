import { parseRegistry, type Registry } from '@sikalens/shared-ui';
import repository from '../../../registry.json';
import { setFederationState } from '../mf/start';

// The repository's registry, as the API serves it by default.
export const REPOSITORY_REGISTRY: Registry = parseRegistry(repository).registry;

// Components that read the registry see the repository's, as after a normal start.
export function loadRepositoryRegistry(): void {
  setFederationState({ registry: REPOSITORY_REGISTRY, registryLoaded: true });
}
