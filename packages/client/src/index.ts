export { ApiError, NETWORK_ERROR } from './api-error.ts';
export {
  API_BASE,
  type Api,
  type CallOptions,
  type ClientOptions,
  createApi,
  type OutgoingCall,
  routePath,
} from './client.ts';
export {
  type PrivateChannel,
  type RealtimeSettings,
  type RealtimeSubscription,
  socketOptions,
  subscribePrivate,
} from './realtime.ts';
export { watchTyping } from './typing.ts';
