// Async boundary: register the remotes from /remotes.json, then boot React.
import { startFederation } from './mf/start';

void startFederation().then(() => import('./bootstrap'));
