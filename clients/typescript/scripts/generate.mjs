// Generates the package's types from a running server's documents, as `npm run generate -- <server url>`:
//   src/generated/openapi.ts   from /openapi.json (openapi-typescript)
//   src/generated/asyncapi.ts  from /v1/asyncapi.json: its message schemas (openapi-typescript, through a
//                              document that holds only them) and its close codes with their retry advice
// An optional second argument writes them to another folder (the tests check the package against the
// documents a live server serves now).
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";

const [base, out = new URL("../src/generated/", import.meta.url).pathname] = process.argv.slice(2);
if (!base) throw new Error("usage: node scripts/generate.mjs <server url> [output folder]");

async function document(path) {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

const header = (from) => `// Generated from ${from} by scripts/generate.mjs: do not edit.\n\n`;
const openapi = await document("/openapi.json");
const asyncapi = await document("/v1/asyncapi.json");
const messages = {
  openapi: "3.1.0",
  info: { title: asyncapi.info.title, version: asyncapi.info.version },
  paths: {},
  components: { schemas: asyncapi.components.schemas },
};
const closeCodes = Object.values(asyncapi.channels).flatMap((channel) => channel["x-close-codes"] ?? []);
const codes = closeCodes.map(({ code, name, retry }) => `  { code: ${code}, name: "${name}", retry: ${retry} },`);

await mkdir(out, { recursive: true });
await writeFile(join(out, "openapi.ts"), header("/openapi.json") + astToString(await openapiTS(openapi)));
await writeFile(
  join(out, "asyncapi.ts"),
  header("/v1/asyncapi.json") +
    astToString(await openapiTS(messages)) +
    "\n/** The channel's close codes (`x-close-codes`) and whether a client should reconnect with `after`. */\n" +
    `export const CLOSE_CODES = [\n${codes.join("\n")}\n] as const;\n` +
    `\nexport const API_VERSION = "${openapi.info.version}";\n`,
);
console.log(`generated ${join(out, "openapi.ts")} and ${join(out, "asyncapi.ts")}`);
