export { useRealtimeConnection, useRealtimeEvent } from './hooks/use-realtime';
export { currentIdentity, realtime, realtimeUrl } from './realtime';
export {
  ANY_EVENT,
  UNAUTHORIZED_CLOSE_CODE,
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeListener,
  type RealtimeMessage,
  type VerifyUser,
} from './realtime-client';
export { REALTIME_EVENTS, applyWallet, createRealtimeEventHandler } from './realtime-events';
