// Where the types openapi-typescript generated leave a session route's body untyped: every request and
// response body of the paths under /v1/sessions, walked through the TypeScript compiler's own view of the
// generated file, down to every property, item, union member and index signature. Prints a JSON list of
// the untyped spots (`unknown` or `any`), each as its route, body and path to it; `[]` when there is none.
// A path ends in `[extra]` where an object with declared properties also takes any other key.
//
//   node typescript/untyped.mjs .build/api.d.ts
import ts from "typescript";

const [file] = process.argv.slice(2);
if (!file) throw new Error("usage: node untyped.mjs api.d.ts");

const program = ts.createProgram([file], { strict: true, noEmit: true });
const checker = program.getTypeChecker();
const source = program.getSourceFile(file);
const paths = checker.getSymbolAtLocation(source).exports.get("paths");
const METHODS = ["get", "put", "post", "delete", "patch"];
const UNTYPED = ts.TypeFlags.Any | ts.TypeFlags.Unknown;

const typeOf = (symbol) => checker.getTypeOfSymbolAtLocation(symbol, source);
const property = (type, name) => {
  const found = checker.getPropertyOfType(checker.getNonNullableType(type), name);
  return found === undefined ? undefined : typeOf(found);
};

function* untyped(type, where, seen) {
  if (type.flags & UNTYPED) {
    yield where;
    return;
  }
  if (seen.has(type)) return;
  seen.add(type);
  if (type.isUnion()) {
    for (const member of type.types) yield* untyped(member, where, seen);
    return;
  }
  // An intersection is one object: its members' properties and index signatures together.
  if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return;
  if (type.flags & ts.TypeFlags.Object && (checker.isArrayType(type) || checker.isTupleType(type))) {
    for (const item of checker.getTypeArguments(type)) yield* untyped(item, `${where}[]`, seen);
    return;
  }
  const declared = checker.getPropertiesOfType(type);
  // Keys beyond declared ones (a model that keeps what it is given) are `[extra]`; a map's values `[key]`.
  const index = declared.length > 0 ? "[extra]" : "[key]";
  for (const info of checker.getIndexInfosOfType(type)) yield* untyped(info.type, `${where}${index}`, seen);
  for (const symbol of declared) yield* untyped(typeOf(symbol), `${where}.${symbol.name}`, seen);
}

function* bodies(route, operation) {
  const requestBody = property(operation, "requestBody");
  const request = requestBody === undefined ? undefined : property(requestBody, "content");
  if (request !== undefined) {
    for (const media of checker.getPropertiesOfType(request)) yield [`${route} request ${media.name}`, typeOf(media)];
  }
  const responses = property(operation, "responses");
  for (const status of responses === undefined ? [] : checker.getPropertiesOfType(responses)) {
    const content = property(typeOf(status), "content");
    for (const media of content === undefined ? [] : checker.getPropertiesOfType(content)) {
      yield [`${route} ${status.name} ${media.name}`, typeOf(media)];
    }
  }
}

const found = [];
let routes = 0;
for (const path of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(paths))) {
  if (!path.name.startsWith("/v1/sessions")) continue;
  for (const method of METHODS) {
    const operation = property(typeOf(path), method);
    if (operation === undefined || operation.flags & (ts.TypeFlags.Never | ts.TypeFlags.Undefined)) continue;
    routes += 1;
    for (const [where, type] of bodies(`${method.toUpperCase()} ${path.name}`, operation)) {
      found.push(...untyped(type, where, new Set()));
    }
  }
}
console.log(JSON.stringify({ routes, untyped: found }));
