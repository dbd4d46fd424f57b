// What an object literal that starts with a spread costs in this Node (ADR 0141): made, then walked
// key by key as React's jsx() walks an element's props to copy them.
//
//   node scripts/bench/object-spread.mjs
//
// On Node 20 (V8 11.3) 'spread first' is ~10× the others. When a Node upgrade brings it level with
// them, the lint rule of ADR 0141 (eslint.config.js, JSX_SPREAD_FIRST and OBJECT_SPREAD_FIRST) can go.
const ROUNDS = 200_000;
const fields = ["firstName", "lastName", "emailAddress", "primaryPhone", "zipCode", "city", "state"].map((name, i) => ({
  id: `form-${name}`,
  name,
  required: true,
  maxLength: 40,
  minLength: i % 2 ? 1 : undefined,
}));
const aria = (i) => ({ "aria-invalid": i % 3 ? undefined : true, "aria-describedby": i % 2 ? "hint" : undefined });

const SHAPES = {
  "spread first: { ...a, k, ...b }": (i) => ({ ...fields[i % 7], className: "field__input", ...aria(i) }),
  "member first: { k, ...a, ...b }": (i) => ({ className: "field__input", ...fields[i % 7], ...aria(i) }),
  "Object.assign({}, a, { k }, b)": (i) => Object.assign({}, fields[i % 7], { className: "field__input" }, aria(i)),
  "spread alone: { ...a }": (i) => ({ ...fields[i % 7] }),
};

function walk(props) {
  let count = 0;
  for (const key in props) if (Object.hasOwn(props, key) && props[key] !== undefined) count += 1;
  return count;
}

function nsPerObject(make) {
  let sink = 0;
  for (let i = 0; i < ROUNDS / 10; i += 1) sink += walk(make(i));
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i += 1) sink += walk(make(i));
  const ns = Number(process.hrtime.bigint() - start) / ROUNDS;
  return sink > 0 ? ns : Number.NaN;
}

console.log(`Node ${process.version} (V8 ${process.versions.v8}): ns to make an object and walk its keys`);
for (const [shape, make] of Object.entries(SHAPES)) {
  console.log(`  ${shape.padEnd(36)} ${nsPerObject(make).toFixed(0).padStart(6)} ns`);
}
