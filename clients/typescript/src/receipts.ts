// Receipt verification (the `rules-client/receipts` entry point, which needs the `jose` package): a roll's
// receipt is a compact JWS (EdDSA, Ed25519) over its record's JSON bytes, checked against the server's keys
// (GET /v1/keys); then its record must name the roll it is meant to prove: the session, the seq and the
// result (compared as JSON, or for a combat step through its `result_sha256` commitment).
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from "jose";

import type { RulesClient } from "./client.js";
import { ReceiptError } from "./errors.js";
import type { JsonObject } from "./types.js";

export { ReceiptError };

/** SHA-256 (hex) of a value's compact JSON with its keys sorted: how a combat step's receipt commits to its
 * result without showing it. */
export async function commitment(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(sortedJson(value));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export class ReceiptVerifier {
  private keys: ReturnType<typeof createLocalJWKSet> | null = null;

  constructor(private readonly client: RulesClient) {}

  /** The receipt's record when its signature holds and it proves the roll with this session, seq and
   * result; otherwise a ReceiptError (also for no receipt: a roll without dice has none). */
  async verify(
    receipt: { jws: string } | null,
    expected: { session: string; seq: number; result: unknown },
  ): Promise<JsonObject> {
    if (receipt === null) throw new ReceiptError(`seq ${expected.seq} has no receipt: it rolled no dice`);
    const record = await this.signedRecord(receipt);
    if (record.session !== expected.session || record.seq !== expected.seq) {
      throw new ReceiptError(`this receipt proves seq ${String(record.seq)} of session ${String(record.session)}`);
    }
    const proved =
      "result" in record
        ? sortedJson(record.result) === sortedJson(expected.result)
        : record.result_sha256 === (await commitment(expected.result));
    if (!proved) throw new ReceiptError(`this receipt proves another result of seq ${expected.seq}`);
    return record;
  }

  /** The record the JWS signs (its payload), once the signature verifies: nothing else is trusted. */
  async signedRecord(receipt: { jws: string }): Promise<JsonObject> {
    let payload: Uint8Array;
    try {
      payload = (await compactVerify(receipt.jws, await this.keySet(false), { algorithms: ["EdDSA"] })).payload;
    } catch {
      try {
        // perhaps a key published after ours were fetched
        payload = (await compactVerify(receipt.jws, await this.keySet(true), { algorithms: ["EdDSA"] })).payload;
      } catch (error) {
        throw new ReceiptError(`the receipt's signature does not verify: ${String(error)}`);
      }
    }
    const record: unknown = JSON.parse(new TextDecoder().decode(payload));
    if (typeof record !== "object" || record === null || Array.isArray(record)) {
      throw new ReceiptError("the receipt's payload is not a record");
    }
    return record as JsonObject;
  }

  private async keySet(refresh: boolean): Promise<ReturnType<typeof createLocalJWKSet>> {
    if (this.keys === null || refresh) {
      this.keys = createLocalJWKSet((await this.client.keys()) as unknown as JSONWebKeySet);
    }
    return this.keys;
  }
}

/** JSON with object keys sorted and no spaces, as Python's json.dumps(sort_keys=True, separators=(",", ":"))
 * and the server's commitment write it (integers and strings alike; floats as JavaScript writes them). */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as JsonObject)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${sortedJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
