/** @app/sessions: the signed-in sessions in Redis, shared by the gateway (reads) and auth (writes). */
export {
  SESSION_SECRET_MIN_LENGTH,
  type Session,
  SessionStore,
  type SessionStoreOptions,
} from './session-store';
