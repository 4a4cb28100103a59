export { ApiError, NETWORK_ERROR } from './api-error.ts';
export { type Api, type CallOptions, type ClientOptions, createApi, type OutgoingCall, routePath } from './client.ts';
