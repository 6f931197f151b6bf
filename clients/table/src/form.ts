// A form generated from a JSON Schema (2020-12, as the server publishes them): objects become fieldsets,
// enums and booleans selects, numbers and strings inputs, unions a choice of variant, arrays and maps
// editable lists; anything else a JSON text area. An optional field left empty is left out of the value
// (the server applies its default), so a schema needs no page code of its own.

export type Schema = { [key: string]: unknown };

/** One generated field: its element, the value it holds (`undefined`: left out) and a way to fill it. */
export interface Field {
  element: HTMLElement;
  get(): unknown;
  set(value: unknown): void;
}

let counter = 0;
const nextId = (): string => `f${++counter}`;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** The schema with its `$ref` (a JSON pointer into `root`) followed. */
export function deref(schema: Schema, root: Schema): Schema {
  let current = schema;
  for (let depth = 0; typeof current.$ref === "string" && depth < 20; depth++) {
    const path = (current.$ref as string).replace(/^#\/?/, "").split("/").filter(Boolean);
    let target: unknown = root;
    for (const part of path) target = (target as Schema)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
    const { $ref: _ref, ...rest } = current;
    current = { ...(target as Schema), ...rest };
  }
  return current;
}

const isNull = (schema: Schema): boolean => schema.type === "null";
const branchesOf = (schema: Schema): Schema[] | null =>
  (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null) as Schema[] | null;

/** Whether a value could be an instance of this schema (enough to pick a union's branch when filling). */
function fits(schema: Schema, value: unknown, root: Schema): boolean {
  const s = deref(schema, root);
  const branches = branchesOf(s);
  if (branches) return branches.some((branch) => fits(branch, value, root));
  if ("const" in s) return JSON.stringify(s.const) === JSON.stringify(value);
  if (Array.isArray(s.enum)) return s.enum.some((option) => JSON.stringify(option) === JSON.stringify(value));
  switch (s.type) {
    case "null":
      return value === null;
    case "string":
      return typeof value === "string";
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "array":
      return Array.isArray(value);
    default: {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return s.type !== "object" && !s.properties;
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      if (required.some((name) => !(name in value))) return false;
      return Object.entries(value).every(([name, item]) =>
        name in properties ? fits(properties[name] as Schema, item, root) : s.additionalProperties !== false,
      );
    }
  }
}

function labelled(id: string, title: string, schema: Schema, control: HTMLElement): HTMLElement {
  const wrapper = h("div", { class: "field" }, h("label", { for: id }, title));
  if (typeof schema.description === "string") {
    const hint = h("small", { id: `${id}-hint` }, schema.description.split("\n")[0] ?? "");
    control.setAttribute("aria-describedby", hint.id);
    wrapper.append(control, hint);
  } else {
    wrapper.append(control);
  }
  return wrapper;
}

function selectField(title: string, schema: Schema, options: unknown[], optional: boolean): Field {
  const id = nextId();
  const select = h("select", { id, name: title });
  if (optional) select.append(h("option", { value: "" }, "default" in schema ? `(default: ${JSON.stringify(schema.default)})` : "(none)"));
  for (const option of options) select.append(h("option", { value: JSON.stringify(option) }, String(option)));
  return {
    element: labelled(id, title, schema, select),
    get: () => (select.value === "" ? undefined : JSON.parse(select.value)),
    set: (value) => {
      select.value = value === undefined || value === null ? "" : JSON.stringify(value);
    },
  };
}

function inputField(title: string, schema: Schema, kind: "string" | "integer" | "number"): Field {
  const id = nextId();
  const input = h("input", { id, name: title, type: kind === "string" ? "text" : "number", autocomplete: "off" });
  if (kind === "integer") input.step = "1";
  if (typeof schema.minimum === "number") input.min = String(schema.minimum);
  if (typeof schema.maximum === "number") input.max = String(schema.maximum);
  if (typeof schema.maxLength === "number") input.maxLength = schema.maxLength;
  if ("default" in schema && schema.default !== null) input.placeholder = String(schema.default);
  return {
    element: labelled(id, title, schema, input),
    get: () => (input.value === "" ? undefined : kind === "string" ? input.value : Number(input.value)),
    set: (value) => {
      input.value = value === undefined || value === null ? "" : String(value);
    },
  };
}

function jsonField(title: string, schema: Schema): Field {
  const id = nextId();
  const area = h("textarea", { id, name: title, rows: "3", spellcheck: "false" });
  return {
    element: labelled(id, `${title} (JSON)`, schema, area),
    get: () => (area.value.trim() === "" ? undefined : JSON.parse(area.value)),
    set: (value) => {
      area.value = value === undefined ? "" : JSON.stringify(value);
    },
  };
}

function unionField(title: string, branches: Schema[], root: Schema, optional: boolean): Field {
  const id = nextId();
  const select = h("select", { id, name: `${title} kind` });
  if (optional) select.append(h("option", { value: "" }, "(none)"));
  branches.forEach((branch, index) => {
    const resolved = deref(branch, root);
    const name = (resolved.title as string | undefined) ?? (resolved.type as string | undefined) ?? `option ${index + 1}`;
    select.append(h("option", { value: String(index) }, name));
  });
  const slot = h("div", { class: "variant" });
  const fieldset = h("fieldset", {}, h("legend", {}, title), labelled(id, "kind", {}, select), slot);
  let current: Field | null = null;
  const show = (): void => {
    slot.replaceChildren();
    current = null;
    if (select.value === "") return;
    current = field(title, branches[Number(select.value)] as Schema, root, true);
    slot.append(current.element);
  };
  select.addEventListener("change", show);
  show();
  return {
    element: fieldset,
    get: () => (current === null ? undefined : current.get()),
    set: (value) => {
      const index = value === undefined || value === null ? -1 : branches.findIndex((b) => fits(b, value, root));
      select.value = index < 0 ? (optional ? "" : "0") : String(index);
      show();
      if (index >= 0) current?.set(value);
    },
  };
}

function listField(title: string, schema: Schema, root: Schema, optional: boolean): Field {
  const items = h("ol", { class: "items" });
  const add = h("button", { type: "button" }, `Add to ${title}`);
  const fields: Field[] = [];
  const append = (): Field => {
    const item = field(`${title} ${fields.length + 1}`, (schema.items ?? {}) as Schema, root, false);
    const remove = h("button", { type: "button" }, `Remove ${title} ${fields.length + 1}`);
    const row = h("li", {}, item.element, remove);
    fields.push(item);
    remove.addEventListener("click", () => {
      fields.splice(fields.indexOf(item), 1);
      row.remove();
    });
    items.append(row);
    return item;
  };
  add.addEventListener("click", () => append());
  return {
    element: h("fieldset", {}, h("legend", {}, title), items, add),
    get: () => {
      const values = fields.map((item) => item.get());
      return values.length === 0 && optional ? undefined : values;
    },
    set: (value) => {
      fields.length = 0;
      items.replaceChildren();
      if (Array.isArray(value)) for (const entry of value) append().set(entry);
    },
  };
}

function mapField(title: string, schema: Schema, root: Schema, optional: boolean): Field {
  const rows = h("ul", { class: "items" });
  const add = h("button", { type: "button" }, `Add to ${title}`);
  const names = deref((schema.propertyNames ?? {}) as Schema, root);
  const entries: { key: Field; value: Field }[] = [];
  const append = (): { key: Field; value: Field } => {
    const n = entries.length + 1;
    const key = Array.isArray(names.enum)
      ? selectField(`${title} key ${n}`, names, names.enum, false)
      : inputField(`${title} key ${n}`, names, "string");
    const value = field(`${title} value ${n}`, schema.additionalProperties as Schema, root, false);
    const entry = { key, value };
    const remove = h("button", { type: "button" }, `Remove ${title} entry ${n}`);
    const row = h("li", {}, key.element, value.element, remove);
    entries.push(entry);
    remove.addEventListener("click", () => {
      entries.splice(entries.indexOf(entry), 1);
      row.remove();
    });
    rows.append(row);
    return entry;
  };
  add.addEventListener("click", () => append());
  return {
    element: h("fieldset", {}, h("legend", {}, title), rows, add),
    get: () => {
      const found = entries.filter((entry) => entry.key.get() !== undefined);
      if (found.length === 0 && optional) return undefined;
      return Object.fromEntries(found.map((entry) => [entry.key.get(), entry.value.get()]));
    },
    set: (value) => {
      entries.length = 0;
      rows.replaceChildren();
      if (value !== null && typeof value === "object") {
        for (const [name, item] of Object.entries(value)) {
          const entry = append();
          entry.key.set(name);
          entry.value.set(item);
        }
      }
    },
  };
}

function objectField(title: string, schema: Schema, root: Schema, optional: boolean, top: boolean): Field {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.entries(properties).map(
    ([name, property]) => [name, field(name, property, root, !required.has(name))] as const,
  );
  const children = fields.map(([, child]) => child.element);
  const element = top ? h("div", { class: "fields" }, ...children) : h("fieldset", {}, h("legend", {}, title), ...children);
  return {
    element,
    get: () => {
      const value: Record<string, unknown> = {};
      for (const [name, child] of fields) {
        const item = child.get();
        if (item !== undefined) value[name] = item;
      }
      return optional && Object.keys(value).length === 0 ? undefined : value;
    },
    set: (value) => {
      const given = (value ?? {}) as Record<string, unknown>;
      for (const [name, child] of fields) child.set(given[name]);
    },
  };
}

/** The field for `schema` (resolved against `root`), titled `title`; `optional`: it may be left out. */
export function field(title: string, schema: Schema, root: Schema, optional: boolean, top = false): Field {
  const s = deref(schema, root);
  const shown = top ? title : ((s.title as string | undefined) ?? title);
  const branches = branchesOf(s);
  if (branches) {
    const real = branches.filter((branch) => !isNull(deref(branch, root)));
    const nullable = optional || real.length < branches.length;
    if (real.length === 1) return field(title, { ...(real[0] as Schema), ...pick(s, "title", "description", "default") }, root, nullable);
    return unionField(shown, real, root, nullable);
  }
  if ("const" in s) {
    return { element: h("span"), get: () => s.const, set: () => {} };
  }
  if (Array.isArray(s.enum)) return selectField(shown, s, s.enum, optional || "default" in s);
  switch (s.type) {
    case "boolean":
      return selectField(shown, s, [true, false], optional || "default" in s);
    case "string":
    case "integer":
    case "number":
      return inputField(shown, s, s.type);
    case "array":
      return s.items && !Array.isArray(s.items) && !s.prefixItems ? listField(shown, s, root, optional || "default" in s) : jsonField(shown, s);
    case "object":
    case undefined:
      if (s.properties) return objectField(shown, s, root, optional, top);
      if (s.additionalProperties && typeof s.additionalProperties === "object") return mapField(shown, s, root, optional || "default" in s);
      return jsonField(shown, s);
    default:
      return jsonField(shown, s);
  }
}

function pick(schema: Schema, ...names: string[]): Schema {
  return Object.fromEntries(names.filter((name) => name in schema).map((name) => [name, schema[name]]));
}
