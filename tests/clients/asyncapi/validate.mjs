// Validates an AsyncAPI document as its users' tools read it: with @asyncapi/parser (the parser of the
// AsyncAPI CLI, Studio and generator). Prints every diagnostic as a JSON line, then {"errors": N, "messages": [...]}
// (the names of the messages the document declares); exits 1 when any diagnostic is an error.
//
//   node validate.mjs FILE
import { readFile } from "node:fs/promises";
import { DiagnosticSeverity, Parser } from "@asyncapi/parser";

const [file] = process.argv.slice(2);
const { document, diagnostics } = await new Parser().parse(await readFile(file, "utf8"));
for (const diagnostic of diagnostics) {
  console.log(JSON.stringify({ severity: diagnostic.severity, code: diagnostic.code, path: diagnostic.path, message: diagnostic.message }));
}
const errors = diagnostics.filter((diagnostic) => diagnostic.severity === DiagnosticSeverity.Error).length;
const messages = document ? document.allMessages().all().map((message) => message.name()) : [];
console.log(JSON.stringify({ errors, messages }));
process.exit(errors === 0 && document ? 0 : 1);
