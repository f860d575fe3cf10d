// Async boundary: register the remotes from /remotes.json, then boot React. The session check and
// the opened page's remote start now too, in parallel with the shell's own scripts.
import { startSessionCheck } from './mf/early-session';
import { startFederation } from './mf/start';

startSessionCheck();
void startFederation().then(() => import('./bootstrap'));
