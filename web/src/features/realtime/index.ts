export { useRealtimeEvent } from './hooks/use-realtime';
export { realtime, realtimeUrl, setupRealtime, type RealtimeSetup } from './realtime';
export {
  ANY_EVENT,
  UNAUTHORIZED_CLOSE_CODE,
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeListener,
  type RealtimeMessage,
  type VerifyUser,
} from './realtime-client';
export {
  REALTIME_EVENTS,
  handleRealtimeEvent,
  isRealtimeRecord,
  type RealtimeContext,
  type RealtimeHandler,
  type RealtimeHandlers,
} from './realtime-events';
