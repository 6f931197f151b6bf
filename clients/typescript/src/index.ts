// The rules server's official TypeScript client (README.md). Receipt verification is the
// `rules-client/receipts` entry point (it needs `jose`); this one needs only fetch and WebSocket.
export { TableChannel } from "./channel.js";
export type { ChannelItem, ChannelOptions, ChannelState, WebSocketConstructor, WebSocketLike } from "./channel.js";
export { RulesClient } from "./client.js";
export type { ClientOptions, WriteOptions } from "./client.js";
export { ChannelClosed, ProblemError, ReceiptError, retryable } from "./errors.js";
export type { CloseCodeName } from "./errors.js";
export { API_VERSION, CLOSE_CODES } from "./generated/asyncapi.js";
export type * from "./types.js";
