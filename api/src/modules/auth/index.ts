// The auth module's public face: what other modules and the composition root use of it.
// Import from here ('../auth'), never a file inside the folder (docs/api.md#module-floors).
export { AuthRateEvent } from './auth-rate-event.entity';
export { accountNotFound } from './auth.errors';
export { AuthModule } from './auth.module';
export { undoLink } from './contact-undo-token';
export { GeoLocator } from './geo/geo-locator';
export { placeName } from './geo/place';
export { maskEmail } from './identifiers';
export { LoginEvent } from './login-event.entity';
export { OtpChallenge } from './otp-challenge.entity';
export { pendingLogout } from './pending-logout';
export { sessionCookieName, sessionCredential } from './session-cookie';
export { Session } from './session.entity';
export { SessionsService } from './sessions.service';
export { parseUserAgent } from './user-agent';
