// What can go wrong, as errors a caller can tell apart.
import { CLOSE_CODES } from "./generated/asyncapi.js";
import type { Problem } from "./types.js";

/** An RFC 9457 problem document the server answered with (every error it sends is one). */
export class ProblemError extends Error {
  readonly status: number;
  readonly problem: Problem;
  /** A 422's offending input path, as the specs write it (`dice`, `target.protection`). */
  readonly field: string | undefined;
  readonly detail: string | undefined;
  /** A 429's `Retry-After`, in seconds. */
  readonly retryAfter: number | undefined;

  constructor(status: number, problem: Problem, retryAfter?: number) {
    super(`${status} ${problem.title ?? ""}${problem.detail ? `: ${problem.detail}` : ""}`);
    this.name = "ProblemError";
    this.status = status;
    this.problem = problem;
    this.field = typeof problem.field === "string" ? problem.field : undefined;
    this.detail = typeof problem.detail === "string" ? problem.detail : undefined;
    this.retryAfter = retryAfter;
  }
}

/** The channel's close codes by name (the AsyncAPI document's `x-close-codes`). */
export type CloseCodeName = (typeof CLOSE_CODES)[number]["name"];

const BY_CODE = new Map<number, (typeof CLOSE_CODES)[number]>(CLOSE_CODES.map((entry) => [entry.code, entry]));

/** Whether reconnecting with `after` can succeed after this close code (the document's advice). */
export function retryable(code: number): boolean {
  return BY_CODE.get(code)?.retry ?? false;
}

/** The table channel ended and will not reconnect: `code` says why (4403: the player left or was removed,
 * 4401: the token was revoked, 4404: the session was erased...); `gaveUp` when the code was retryable but
 * reconnecting failed for `giveUpAfterMs`. */
export class ChannelClosed extends Error {
  readonly code: number;
  /** The code's name in the AsyncAPI document (`not_a_member`), when it names it. */
  readonly reason: CloseCodeName | undefined;
  readonly gaveUp: boolean;

  constructor(code: number, gaveUp = false, detail = "") {
    const reason = BY_CODE.get(code)?.name;
    super(`table channel ${gaveUp ? "gave up reconnecting after" : "closed with"} ${code} (${reason ?? "?"})${detail}`);
    this.name = "ChannelClosed";
    this.code = code;
    this.reason = reason;
    this.gaveUp = gaveUp;
  }
}

/** A receipt whose signature does not verify, or that proves another roll than the one offered. */
export class ReceiptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReceiptError";
  }
}
