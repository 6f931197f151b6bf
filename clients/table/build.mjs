// Bundles src/main.ts with the rules-client library (../typescript/src) into one ES module the server serves
// at /table/table.js: `node build.mjs [outdir]` (default: ../../app/table/static). No source map, no
// timestamps: the same sources and esbuild version give the same bytes (tests/table/ checks the committed
// file against a fresh build).
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const outdir = process.argv[2] ?? `${here}../../app/table/static`;
await build({
  entryPoints: [`${here}src/main.ts`],
  bundle: true,
  format: "esm",
  target: "es2022",
  charset: "utf8",
  legalComments: "none",
  outfile: `${outdir}/table.js`,
  logLevel: "warning",
});
