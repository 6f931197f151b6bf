// A bot's check of a roll's receipt with jose, as the README shows it: node verify.mjs <server url>.
// Plays one table (a roll whose input JSON libraries write differently, then another), then prints what it
// proved as one JSON line.
import { compactVerify, createLocalJWKSet } from "jose";
import { isDeepStrictEqual } from "node:util";

const base = process.argv[2];

async function post(path, body, token) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}/v1${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function prove(keys, receipt, sessionId, seq, result) {
  // throws if the signature does not match the payload
  const { payload } = await compactVerify(receipt.jws, keys, { algorithms: ["EdDSA"] });
  const record = JSON.parse(new TextDecoder().decode(payload));
  if (record.session !== sessionId || record.seq !== seq || !isDeepStrictEqual(record.result, result)) {
    throw new Error(`this receipt proves seq ${record.seq} of session ${record.session}, not this roll`);
  }
  return record;
}

const keys = createLocalJWKSet(await (await fetch(`${base}/v1/keys`)).json());
const table = await post("/sessions", { system: "fimbulvinter", name: "receipts" });
const check = { attribute: 1, skill: 4, difficulty: "challenging" };
const roll = (input) => post(`/sessions/${table.id}/rolls`, { operation: "check", input }, table.gm_token);
const first = await roll({ ...check, note: 0.00001, by: "Åsa 🎲" });
const second = await roll(check);
const proved = await prove(keys, first.receipt, table.id, first.seq, first.result);
let otherRollRefused = false;
try {
  await prove(keys, first.receipt, table.id, second.seq, second.result);
} catch {
  otherRollRefused = true;
}
let tamperedRefused = false;
const [header, , signature] = first.receipt.jws.split(".");
const forged = Buffer.from(JSON.stringify({ ...proved, seq: second.seq })).toString("base64url");
try {
  await prove(keys, { jws: `${header}.${forged}.${signature}` }, table.id, second.seq, proved.result);
} catch {
  tamperedRefused = true;
}
console.log(JSON.stringify({ proved: proved.seq, note: proved.input.note, otherRollRefused, tamperedRefused }));
